import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@emberhold/platform';
import { serverSecret } from '../../common/security/server-secret';
import { AdOfferSigner } from '../domain/ad-offer';

/** Issues the one-time offer each native ad is handed out with; tracking checks the offers its calls bring back. */
@Injectable()
export class AdOfferIssuer {
  private readonly signer: AdOfferSigner;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.signer = new AdOfferSigner(serverSecret(config));
  }

  issue(adId: number): string {
    return this.signer.issue(adId);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@emberhold/platform';
import { AdOfferSigner, type OfferCheck } from '../../advertising/advertising.public';
import { serverSecret } from '../../common/security/server-secret';

/** Checks the one-time offer a native ad's view or click brings back: issued by advertising for that ad, unexpired. */
@Injectable()
export class AdOfferVerifier {
  private readonly signer: AdOfferSigner;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.signer = new AdOfferSigner(serverSecret(config));
  }

  check(offer: string, adId: number): OfferCheck {
    return this.signer.check(offer, adId);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { INFRASTRUCTURE, type Infrastructure } from '@emberhold/runtime';
import { serverSecret } from '../../common/security/server-secret';
import { AdOfferSigner, type OfferCheck } from '../domain/ad-offer';

/** Issues the one-time offer each native ad is handed out with, and checks the offers tracking calls bring back. */
@Injectable()
export class AdOffers {
  private readonly signer: AdOfferSigner;

  constructor(@Inject(INFRASTRUCTURE) infrastructure: Infrastructure) {
    this.signer = new AdOfferSigner(serverSecret(infrastructure.config));
  }

  issue(adId: number): string {
    return this.signer.issue(adId);
  }

  check(offer: string, adId: number): OfferCheck {
    return this.signer.check(offer, adId);
  }
}

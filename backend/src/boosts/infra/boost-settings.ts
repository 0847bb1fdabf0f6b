import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@emberhold/platform';
import { isSpecialToken } from '../domain/special-token';

/** What boosts read from the configuration: the special price token (BOOST_SPECIAL_TOKEN), a secret never sent out. */
@Injectable()
export class BoostSettings {
  private readonly token: string | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.token = config.BOOST_SPECIAL_TOKEN;
  }

  /** Whether a page's `token` (param_token in writes) is the special price token. */
  isSpecial(given: string | undefined | null): boolean {
    return isSpecialToken(given, this.token);
  }
}

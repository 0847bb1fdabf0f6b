import { Global, Module } from '@nestjs/common';
import { CountryDatabase } from './country-database';
import { VisitorCountry } from './visitor-country';

/** Where a visitor is (VisitorCountry), for every context: the country database is opened once, at start-up. */
@Global()
@Module({ providers: [{ provide: CountryDatabase, useFactory: () => new CountryDatabase() }, VisitorCountry], exports: [VisitorCountry] })
export class GeoModule {}

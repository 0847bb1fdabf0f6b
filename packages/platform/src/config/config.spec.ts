import { ConfigError, loadConfig } from './config';

const full = {
  DATABASE_URL: 'postgresql://app:secret@db:5432/emberhold',
  REDIS_URL: 'redis://redis:6379',
  KAFKA_BROKERS: 'kafka:9092',
  CLICKHOUSE_URL: 'http://clickhouse:8123',
  SESSION_SECRET: 'x'.repeat(32),
  PUBLIC_URL: 'https://gifts.example',
};

describe('configuration', () => {
  it('defaults to the embedded mode when no service URL is set', () => {
    const config = loadConfig({});
    expect(config.mode).toBe('embedded');
    expect(config.PORT).toBe(3000);
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('switches to the full mode when all four service URLs are set', () => {
    expect(loadConfig(full).mode).toBe('full');
  });

  it('names a malformed database URL and what is expected, hiding its password', () => {
    expect(() => loadConfig({ ...full, DATABASE_URL: 'mysql://app:secret@db/emberhold' })).toThrow(
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL, e.g. postgresql://user:pass@host:5432/emberhold (got "mysql://app:***@db/emberhold")',
    );
  });

  it('names a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT/);
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: '70000', LOG_LEVEL: 'loud', KAFKA_BROKERS: 'no-port' });
      throw new Error('expected a configuration error');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('PORT must be between 0 and 65535 (got "70000")');
      expect(message).toContain('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")');
      expect(message).toContain('KAFKA_BROKERS must be a comma-separated list of host:port');
    }
  });

  it('refuses half of the full mode, naming what is missing', () => {
    expect(() => loadConfig({ DATABASE_URL: full.DATABASE_URL })).toThrow(
      'DATABASE_URL is set but REDIS_URL, KAFKA_BROKERS, CLICKHOUSE_URL are not; set all four for the full mode, or none for the embedded mode',
    );
  });

  it('requires a session secret in the full mode', () => {
    const { SESSION_SECRET: _ignored, ...withoutSecret } = full;
    expect(() => loadConfig(withoutSecret)).toThrow('SESSION_SECRET must be set');
  });

  it('requires the public origin in the full mode, where no listening address is the one visitors use', () => {
    const { PUBLIC_URL: _ignored, ...withoutOrigin } = full;
    expect(() => loadConfig(withoutOrigin)).toThrow('PUBLIC_URL must be set in the full mode');
    expect(loadConfig({}).PUBLIC_URL).toBeUndefined();
  });

  it('takes trusted proxies as a hop count or as addresses and ranges, and names anything else', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '1' }).TRUSTED_PROXIES).toBe('1');
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1,loopback' }).TRUSTED_PROXIES).toBe('10.0.0.0/8, 127.0.0.1,loopback');
    expect(loadConfig({}).TRUSTED_PROXIES).toBeUndefined();
    expect(() => loadConfig({ TRUSTED_PROXIES: 'everyone' })).toThrow(/^Invalid configuration: TRUSTED_PROXIES must be a number of proxy hops/);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'gifts.example/path' })).toThrow(/^Invalid configuration: ALLOWED_HOSTS must be comma-separated host names/);
  });

  describe('the captcha (spec section 5: a site key, where used, is exactly 40 characters)', () => {
    const siteKey = '6Le' + 'k'.repeat(37);

    it('runs without a captcha when no site key is set', () => {
      const config = loadConfig({});
      expect(config.CAPTCHA_SITE_KEY).toBeUndefined();
      expect(config.CAPTCHA_VERIFY_URL).toBe('https://www.google.com/recaptcha/api/siteverify');
      expect(config.CAPTCHA_SCRIPT_URL).toBe('https://www.google.com/recaptcha/api.js');
    });

    it('takes a 40-character site key with its secret', () => {
      expect(siteKey).toHaveLength(40);
      const config = loadConfig({ CAPTCHA_SITE_KEY: siteKey, CAPTCHA_SECRET: 'the-secret' });
      expect(config.CAPTCHA_SITE_KEY).toBe(siteKey);
      expect(config.CAPTCHA_SECRET).toBe('the-secret');
    });

    it.each([39, 41])('refuses to start with a %i-character site key, naming the variable', (length) => {
      expect(() => loadConfig({ CAPTCHA_SITE_KEY: 'k'.repeat(length), CAPTCHA_SECRET: 'the-secret' })).toThrow(
        `Invalid configuration: CAPTCHA_SITE_KEY must be exactly 40 characters (a reCAPTCHA site key) (got "${'k'.repeat(length)}")`,
      );
    });

    it('refuses a site key without the secret the server verifies answers with, and hides a refused secret', () => {
      expect(() => loadConfig({ CAPTCHA_SITE_KEY: siteKey })).toThrow('CAPTCHA_SITE_KEY is set but CAPTCHA_SECRET is not');
      expect(() => loadConfig({ CAPTCHA_SITE_KEY: siteKey, CAPTCHA_SECRET: 's'.repeat(201) })).toThrow('CAPTCHA_SECRET must be at most 200 characters (got "***")');
    });

    it('names a verification or script address that is not http(s)', () => {
      expect(() => loadConfig({ CAPTCHA_VERIFY_URL: 'ftp://captcha.example/siteverify' })).toThrow(/^Invalid configuration: CAPTCHA_VERIFY_URL must be a http:\/\/ or https:\/\/ URL/);
      expect(() => loadConfig({ CAPTCHA_SCRIPT_URL: 'not a url' })).toThrow(/^Invalid configuration: CAPTCHA_SCRIPT_URL must be a http:\/\/ or https:\/\/ URL/);
    });
  });
});

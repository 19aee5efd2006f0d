// Configuration from the environment (README "Environment").
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/config.ts';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: `sqlite:${path.join(REPO_ROOT, 'data', 'hospes.sqlite')}`,
      projectsDir: path.join(REPO_ROOT, 'projects'),
      webDistDir: path.join(REPO_ROOT, 'apps', 'web', 'dist'),
      demo: true,
      adminToken: undefined,
      logLevel: 'info',
      trustProxy: false,
      publicUrl: undefined,
    });
    expect(config.domains.size).toBe(0);
    expect(config.weather).toEqual({
      provider: 'static',
      openMeteoUrl: 'https://api.open-meteo.com',
      openWeatherMapUrl: 'https://api.openweathermap.org',
      openWeatherMapKey: undefined,
    });
    expect(config.images).toEqual({ secret: undefined, hosts: [] });
  });

  it('reads the weather and image proxy variables', () => {
    const config = loadConfig({
      HOSPES_WEATHER_PROVIDER: 'openweathermap',
      HOSPES_OPEN_METEO_URL: 'http://open-meteo.internal:8080/',
      HOSPES_OPENWEATHERMAP_URL: 'https://owm-proxy.example.com/owm',
      HOSPES_OPENWEATHERMAP_KEY: 'abc123',
      HOSPES_IMAGE_SECRET: 'x'.repeat(32),
      HOSPES_IMAGE_HOSTS: 'Images.Example.com, cdn.example.org:8443,',
    });
    expect(config.weather).toEqual({
      provider: 'openweathermap',
      openMeteoUrl: 'http://open-meteo.internal:8080',
      openWeatherMapUrl: 'https://owm-proxy.example.com/owm',
      openWeatherMapKey: 'abc123',
    });
    expect(config.images).toEqual({
      secret: 'x'.repeat(32),
      hosts: ['images.example.com', 'cdn.example.org:8443'],
    });
  });

  it('reads preset PMS connections, and names a wrong one without repeating its secrets', () => {
    const mews = {
      kind: 'mews',
      settings: { platformAddress: 'https://api.mews.com', serviceId: 's', taxCodes: {} },
      secrets: { clientToken: 'client-secret-token', accessToken: 'access-secret-token' },
    };
    expect(
      loadConfig({ HOSPES_PMS_CONNECTIONS: JSON.stringify({ alpenrose: mews }) }).pmsConnections,
    ).toEqual({ alpenrose: mews });
    const wrong = () =>
      loadConfig({
        HOSPES_PMS_CONNECTIONS: JSON.stringify({
          alpenrose: { ...mews, settings: { ...mews.settings, platformAddress: 'ftp://x' } },
        }),
      });
    expect(wrong).toThrow(/HOSPES_PMS_CONNECTIONS\.alpenrose\.settings\.platformAddress/);
    expect(wrong).not.toThrow(/secret-token/);
    expect(() => loadConfig({ HOSPES_PMS_CONNECTIONS: '{not json' })).toThrow(
      /HOSPES_PMS_CONNECTIONS: Expected JSON/,
    );
  });

  it('needs a key for OpenWeatherMap', () => {
    expect(() => loadConfig({ HOSPES_WEATHER_PROVIDER: 'openweathermap' })).toThrow(
      /^Invalid configuration:\n {2}HOSPES_OPENWEATHERMAP_KEY: Required when HOSPES_WEATHER_PROVIDER is openweathermap/,
    );
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db:5432/hospes',
      HOSPES_PROJECTS_DIR: '/srv/projects',
      HOSPES_WEB_DIST: '/srv/dist',
      HOSPES_DEMO: '0',
      HOSPES_ADMIN_TOKEN: 'a-long-enough-token',
      HOSPES_DOMAINS: 'app.alpenrose.at=alpenrose, App.Seenland.at=seenland',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db:5432/hospes',
      projectsDir: '/srv/projects',
      webDistDir: '/srv/dist',
      demo: false,
      adminToken: 'a-long-enough-token',
      logLevel: 'warn',
    });
    expect([...config.domains]).toEqual([
      ['app.alpenrose.at', 'alpenrose'],
      ['app.seenland.at', 'seenland'],
    ]);
  });

  it('puts the default SQLite file into HOSPES_DATA_DIR', () => {
    expect(loadConfig({ HOSPES_DATA_DIR: '/tmp/hospes-data' }).databaseUrl).toBe(
      'sqlite:/tmp/hospes-data/hospes.sqlite',
    );
  });

  it.each([
    ['off', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    [' 10.0.0.0/8, ::1 ,fd00::/8', ['10.0.0.0/8', '::1', 'fd00::/8']],
  ])('HOSPES_TRUST_PROXY=%j trusts %j', (value, expected) => {
    expect(loadConfig({ HOSPES_TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('refuses to trust every hop: a client could choose its own address', () => {
    expect(() => loadConfig({ HOSPES_TRUST_PROXY: 'true' })).toThrow(
      /HOSPES_TRUST_PROXY: .*trusting every hop would let clients choose their own address/,
    );
  });

  it('reads the public URL without a trailing slash', () => {
    expect(loadConfig({ HOSPES_PUBLIC_URL: 'https://guest.example.com/app/' }).publicUrl).toBe(
      'https://guest.example.com/app',
    );
  });

  it('leaves the chatbot’s language model off unless both its URL and key are set', () => {
    expect(loadConfig({}).llm).toBeUndefined();
    expect(
      loadConfig({ HOSPES_LLM_URL: 'https://llm.example.com/v1/', HOSPES_LLM_KEY: ' sk-test ' })
        .llm,
    ).toEqual({ url: 'https://llm.example.com/v1', key: 'sk-test', model: 'gpt-4o-mini' });
    expect(
      loadConfig({
        HOSPES_LLM_URL: 'http://127.0.0.1:11434/v1',
        HOSPES_LLM_KEY: 'none',
        HOSPES_LLM_MODEL: 'llama3.1:8b',
      }).llm?.model,
    ).toBe('llama3.1:8b');
    expect(() => loadConfig({ HOSPES_LLM_URL: 'https://llm.example.com/v1' })).toThrow(
      /HOSPES_LLM_KEY: Set both HOSPES_LLM_URL and HOSPES_LLM_KEY, or neither/,
    );
    expect(() => loadConfig({ HOSPES_LLM_KEY: 'sk-test' })).toThrow(/HOSPES_LLM_KEY: Set both/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', HOSPES_ADMIN_TOKEN: '' })).toMatchObject({
      port: 8080,
      adminToken: undefined,
    });
  });

  it.each([
    ['PORT', 'eighty', 'PORT'],
    ['PORT', '70000', 'PORT'],
    ['DATABASE_URL', 'mysql://db/hospes', 'DATABASE_URL'],
    ['HOSPES_DEMO', 'maybe', 'HOSPES_DEMO'],
    ['HOSPES_ADMIN_TOKEN', 'short', 'HOSPES_ADMIN_TOKEN'],
    ['HOSPES_DOMAINS', 'app.alpenrose.at', 'HOSPES_DOMAINS'],
    ['HOSPES_DOMAINS', 'app.alpenrose.at=Not Valid', 'HOSPES_DOMAINS'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL'],
    ['HOSPES_WEATHER_PROVIDER', 'yahoo', 'HOSPES_WEATHER_PROVIDER'],
    ['HOSPES_OPEN_METEO_URL', 'ftp://open-meteo', 'HOSPES_OPEN_METEO_URL'],
    ['HOSPES_OPENWEATHERMAP_URL', 'not a url', 'HOSPES_OPENWEATHERMAP_URL'],
    ['HOSPES_IMAGE_SECRET', 'too-short', 'HOSPES_IMAGE_SECRET'],
    ['HOSPES_IMAGE_HOSTS', 'https://images.example.com', 'HOSPES_IMAGE_HOSTS'],
    ['HOSPES_TRUST_PROXY', 'all', 'HOSPES_TRUST_PROXY'],
    ['HOSPES_TRUST_PROXY', '10.0.0.0/33', 'HOSPES_TRUST_PROXY'],
    ['HOSPES_TRUST_PROXY', 'proxy.local', 'HOSPES_TRUST_PROXY'],
    ['HOSPES_PUBLIC_URL', 'guest.example.com', 'HOSPES_PUBLIC_URL'],
    ['HOSPES_PUBLIC_URL', 'https://guest.example.com/?x=1', 'HOSPES_PUBLIC_URL'],
    ['HOSPES_LLM_URL', 'llm.example.com', 'HOSPES_LLM_URL'],
  ])('fails with a message naming %s for %j', (name, value, expected) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration:\\n  ${expected}: `),
    );
  });
});

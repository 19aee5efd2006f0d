import { describe, expect, it } from 'vitest';
import { modelWith } from '../test-support/minimal-model.ts';
import { commandTarget, commandsOf } from './commands.ts';
import type { Product } from './project-model.ts';
import type { Command } from './welcome.ts';

describe('spec §1 commands: where a command leads', () => {
  it('calls a phone number without its separators', () => {
    expect(commandTarget('tel:+43 6412 / 73310')).toEqual({
      kind: 'phone',
      href: 'tel:+43641273310',
    });
    expect(commandTarget('TEL:(0512) 12-34')).toEqual({ kind: 'phone', href: 'tel:05121234' });
  });

  it('writes an e-mail, keeping a subject', () => {
    expect(commandTarget('mailto:reception@hotel.example?subject=Late%20check-out')).toEqual({
      kind: 'email',
      href: 'mailto:reception@hotel.example?subject=Late%20check-out',
    });
  });

  it('opens an app route or a website', () => {
    expect(commandTarget(' /guestservices?form=taxi ')).toEqual({
      kind: 'route',
      to: '/guestservices?form=taxi',
    });
    expect(commandTarget('https://bus.example/timetable')).toEqual({
      kind: 'website',
      href: 'https://bus.example/timetable',
    });
  });

  it.each([
    'javascript:alert(1)',
    '//evil.example/path',
    'tel:call-us',
    'tel:',
    'mailto:nobody',
    'reception',
    'ftp://files.example',
    '',
  ])('gives no target for %j', (link) => {
    expect(commandTarget(link)).toBeNull();
  });
});

describe('spec §1 commands by product variant', () => {
  const taxi: Command = { id: 'taxi', label: 'Order a taxi', link: '/guestservices?form=taxi' };
  const broken: Command = { id: 'bad', label: 'Bad', link: 'javascript:void 0' };
  const nameless: Command = { id: 'blank', label: ' ', link: 'tel:+431234' };
  const of = (product: Product) =>
    commandsOf(
      modelWith(product, (m) => {
        m.welcome.commands = [taxi, broken, nameless];
      }),
    );

  it('discover has none', () => {
    expect(of('discover')).toEqual({ commands: [], broken: [] });
  });

  it.each(['discover_plus', 'app', 'app_without_chatbot'] as const)(
    '%s shows the usable ones and reports the rest',
    (product) => {
      const { commands, broken: reported } = of(product);
      expect(commands.map((c) => c.command.id)).toEqual(['taxi']);
      expect(commands[0]?.target).toEqual({ kind: 'route', to: '/guestservices?form=taxi' });
      expect(reported.map((c) => c.id)).toEqual(['bad', 'blank']);
    },
  );
});

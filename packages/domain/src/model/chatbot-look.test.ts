import { describe, expect, it } from 'vitest';
import { chatbotLook } from './chatbot-look.ts';

describe('spec §3 webchat configuration as the chat draws it', () => {
  it('takes either spelling of a picture, the plain one first', () => {
    expect(
      chatbotLook({
        bot_profile_image_url: '/media/x/rosi.svg',
        start_screen: { top_image: '/media/x/top.svg', top_image_url: '/media/x/other.svg' },
        launcher: { launcher_img_url: ' /media/x/launcher.svg ' },
      }),
    ).toMatchObject({
      profileImage: '/media/x/rosi.svg',
      topImage: '/media/x/top.svg',
      launcherImage: '/media/x/launcher.svg',
    });
  });

  it('keeps only colours white text can be read on (4.5 : 1)', () => {
    expect(
      chatbotLook({ colors: { main: '#1f4d3a', bubble_user: '#ffe680', quickactions: 'teal' } })
        .colours,
    ).toEqual({ main: '#1f4d3a' });
  });
});

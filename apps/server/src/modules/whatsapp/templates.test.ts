// The templates as Meta will hold the shop to them: their parameters, a STOP line on every update, words at each end.
import { WHATSAPP_TEMPLATES } from '@shop/contract/whatsapp';
import { describe, expect, it } from 'vitest';
import { queuedParamCount, renderTemplate, sentParams, SHOP_NAME_PARAM, STOP_FOOTER, TEMPLATES } from './templates.ts';

describe('the WhatsApp templates', () => {
  it('are the contract’s, each with as many parameters as its body has places', () => {
    expect(Object.keys(TEMPLATES).sort()).toEqual([...WHATSAPP_TEMPLATES].sort());
    for (const [name, template] of Object.entries(TEMPLATES)) {
      const places = [...template.body.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1]));
      expect(places.sort(), name).toEqual(template.params.map((_, i) => i + 1));
    }
  });

  it('end every order update with how to stop them, and start and end each body in words', () => {
    for (const [name, template] of Object.entries(TEMPLATES)) {
      if (template.category !== 'utility') continue;
      expect(template.footer, name).toBe(STOP_FOOTER);
      expect(template.body, name).not.toMatch(/^\{\{|\}\}$/);
    }
  });

  it('carry no words a shopper chose: no name, nothing of theirs first in any message', () => {
    for (const [name, template] of Object.entries(TEMPLATES)) {
      expect(template.params, name).not.toContain('name');
      if (template.category === 'utility') expect(template.body, name).not.toMatch(/^\w+ \{\{/);
    }
  });

  it('render a message with its parameters in place', () => {
    expect(renderTemplate('out_for_delivery', ['TT-1042', 'Please keep ₹499.00 ready in cash', 'Thread & Tote'])).toBe(
      'Your order TT-1042 from Thread & Tote is out for delivery today. Please keep ₹499.00 ready in cash.\n\n' +
        'Reply STOP to stop these updates.',
    );
    expect(renderTemplate('cod_code', ['482913'])).toMatch(/^482913 is your verification code\./);
    expect(() => renderTemplate('order_confirmed', ['TT-1042'])).toThrow('takes 3 parameters, not 1');
  });

  it('name the shop as it is named when the message is sent, never a name fixed in the wording', () => {
    for (const [name, template] of Object.entries(TEMPLATES)) {
      expect(template.body, name).not.toContain('Thread & Tote');
      const shopAt = template.params.indexOf(SHOP_NAME_PARAM);
      if (shopAt >= 0) expect(shopAt, name).toBe(template.params.length - 1);
    }
    expect(queuedParamCount('order_confirmed')).toBe(2);
    const params = sentParams('order_confirmed', ['TT-1042', '₹1,299.00'], 'Kora Weaves');
    expect(renderTemplate('order_confirmed', params)).toMatch(
      /^Your order TT-1042 from Kora Weaves for ₹1,299.00 is confirmed\./,
    );
    expect(sentParams('cod_code', ['482913'], 'Kora Weaves')).toEqual(['482913']);
  });
});

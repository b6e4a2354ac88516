// The templates as Meta will hold the shop to them: their parameters, a STOP line on every update, words at each end.
import { WHATSAPP_TEMPLATES } from '@shop/contract/whatsapp';
import { describe, expect, it } from 'vitest';
import { renderTemplate, STOP_FOOTER, TEMPLATES } from './templates.ts';

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
    expect(renderTemplate('out_for_delivery', ['TT-1042', 'Please keep ₹499.00 ready in cash'])).toBe(
      'Your Thread & Tote order TT-1042 is out for delivery today. Please keep ₹499.00 ready in cash.\n\n' +
        'Reply STOP to stop these updates.',
    );
    expect(renderTemplate('cod_code', ['482913'])).toMatch(/^482913 is your verification code\./);
    expect(() => renderTemplate('order_confirmed', ['TT-1042'])).toThrow('takes 2 parameters, not 1');
  });
});

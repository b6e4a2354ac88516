// Checks what an auth form posted without JavaScript is told before the API is asked: the screen's own field messages.
import { signinBody, signupBody } from '@shop/contract/auth';
import { describe, expect, it } from 'vitest';
import { checkPosted } from '#web/features/auth/check-posted.ts';

describe('checkPosted', () => {
  it('hands on the values as the screen sends them', () => {
    expect(checkPosted(signinBody, { email: ' Asha@Example.IN ', password: ' secret ' })).toEqual({
      data: { email: 'asha@example.in', password: ' secret ' },
    });
  });

  it("names each failing field once, in the screen's words, as destructive messages", () => {
    const { problems } = checkPosted(signupBody, { userName: '', email: 'not-an-email', password: 'short' });
    expect(problems?.map((problem) => problem.variant)).toEqual(['destructive', 'destructive', 'destructive']);
    expect(problems?.map((problem) => problem.title)).toContain('Enter a valid email address');
    expect(problems?.map((problem) => problem.title)).toContain('Password must be at least 8 characters');
  });
});

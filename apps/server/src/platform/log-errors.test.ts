import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errorForLog } from './log-errors.ts';

describe('errors in the log', () => {
  it('keep a failed query’s text and the database’s code, never the values it carried', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: '23505',
      detail: 'Key (email)=(priya@example.in) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['priya@example.in', '$argon2id$v=19$m=19456,t=2,p=1$secret-hash'],
      cause,
    );
    const logged = JSON.stringify(errorForLog(error));
    expect(logged).not.toContain('priya@example.in');
    expect(logged).not.toContain('argon2id');
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('users_email_unique');
    expect(errorForLog(error)).toMatchObject({ code: '23505', type: 'DrizzleQueryError' });
  });

  it('drop the row a database error repeats in its detail', () => {
    const error = Object.assign(new Error('new row violates check constraint'), {
      code: '23514',
      detail: 'Failing row contains (9876543210, 221B Baker Street).',
    });
    const logged = JSON.stringify(errorForLog(error));
    expect(logged).not.toContain('9876543210');
    expect(logged).toContain('new row violates check constraint');
  });
});

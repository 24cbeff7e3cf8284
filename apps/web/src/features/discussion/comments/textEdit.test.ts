import { describe, expect, it } from 'vitest';
import { roleBadge } from '../AuthorBadge';
import { insertAt, wrap } from './textEdit';

describe('comment box editing', () => {
  it('wraps the selection and keeps it selected', () => {
    expect(wrap('say hello now', 4, 9, '**', '**', 'bold')).toEqual({ next: 'say **hello** now', caret: [6, 11] });
  });
  it('inserts a selected sample when nothing is selected', () => {
    expect(wrap('ab', 1, 1, '[', '](https://)', 'text')).toEqual({ next: 'a[text](https://)b', caret: [2, 6] });
  });
  it('puts an emoji over the selection, caret after it (surrogate pairs count as two)', () => {
    expect(insertAt('hi there', 3, 8, '😀')).toEqual({ next: 'hi 😀', caret: 5 });
  });
});

describe('role badges', () => {
  it('SPA for root, ADM for admin and problem admin, none for others', () => {
    expect(['root', 'admin', 'problem_admin', 'default_user', null].map(roleBadge)).toEqual([
      'root',
      'admin',
      'admin',
      null,
      null,
    ]);
  });
});

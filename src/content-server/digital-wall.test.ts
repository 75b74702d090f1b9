import { describe, expect, it } from 'vitest';
import { approvedMembers, publicMember, wallImageKey } from './digital-wall.ts';

describe('the embedded staff service', () => {
  it('keeps approved members only and never answers the approval flag', () => {
    const member = { MemberID: 1, Image: '', Description: '', Fname: 'A', Lname: 'B', Location: '', Department: '', Approved: true };
    const list = approvedMembers([member, { ...member, MemberID: 2, Approved: false }, { ...member, MemberID: 3, Approved: 'yes' }, null, 'x']);
    expect(list.map((m) => m.MemberID)).toEqual([1]);
    expect(publicMember(member)).not.toHaveProperty('Approved');
    expect(approvedMembers({ not: 'a list' })).toEqual([]);
  });

  it('maps image paths into the wall folder and refuses tricks', () => {
    expect(wallImageKey('/digital-wall/images/Aisha-Rahman.svg?t=1')).toBe('ports-group/wall/aisha-rahman.svg');
    for (const url of [
      '/digital-wall/images/../logo-dark.svg',
      '/digital-wall/images/%2e%2e/logo-dark.svg',
      '/digital-wall/images/a%5Cb.svg',
      '/digital-wall/images/%E0%A4%A.svg',
      '/digital-wall/images/',
      '/-/media/x.svg',
    ]) {
      expect(wallImageKey(url), url).toBeUndefined();
    }
  });
});

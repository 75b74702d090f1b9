import { describe, expect, it } from 'vitest';
import {
  centreIndexOf,
  decodeName,
  filterItems,
  imageStamp,
  isSignedStorageUrl,
  memberUrl,
  moveCentre,
  readMemberAnswer,
  readMembersAnswer,
  readWallQuery,
  shouldAutoAdvance,
  shuffle,
  slotChanges,
  stepsToCentre,
  toWallItem,
  visibleSlots,
  wallImageSource,
  type WallItem,
} from './digital-wall.rules.ts';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('decodeName (spec 002 section 5)', () => {
  it('decodes base64 names, accents and other scripts included', () => {
    expect(decodeName(b64('José'))).toBe('José');
    expect(decodeName(b64('Søren'))).toBe('Søren');
    expect(decodeName(b64('Al-Zahrani'))).toBe('Al-Zahrani');
    expect(decodeName(b64('فاطمة'))).toBe('فاطمة');
    expect(decodeName(` ${b64('Mariam')} `)).toBe('Mariam');
  });

  it('keeps plain names, even those whose letters are valid base64', () => {
    for (const name of [
      'Lina',
      'Omar',
      'Ravi',
      'John',
      'Sara',
      'Mark',
      'Ahmed',
      'Mohammed',
      'Oluwaseun',
      'Kowalski',
      'Aisha',
      'Nadia',
      'Chen',
      'Iyer',
      'Anna',
      'Park',
    ]) {
      expect(decodeName(name)).toBe(name);
    }
    expect(decodeName('Ana-Maria')).toBe('Ana-Maria');
    expect(decodeName('Mei Lin')).toBe('Mei Lin');
    expect(decodeName('')).toBe('');
  });

  it('keeps text that matches the pattern but is not UTF-8 or not a name', () => {
    expect(decodeName('/w==')).toBe('/w=='); // 0xFF: not UTF-8
    expect(decodeName(b64('12345678'))).toBe(b64('12345678')); // digits: not a name
    expect(decodeName(b64('<script>'))).toBe(b64('<script>'));
    expect(decodeName('abc')).toBe('abc'); // not a multiple of four
  });
});

describe('wallImageSource (spec 002 section 5)', () => {
  const t = 1_700_000_000_000;

  it("gives the placeholder for nothing and for 'I dont have an image'", () => {
    for (const value of ['', '   ', 'I dont have an image', "i don't have an image", ' I DONT HAVE AN IMAGE ', undefined, null, 42]) {
      expect(wallImageSource(value, t)).toEqual({ kind: 'placeholder' });
    }
  });

  it('uses data: images, our placeholder and signed cloud-storage URLs as they are', () => {
    expect(wallImageSource('data:image/svg+xml;base64,PHN2Zy8+', t)).toEqual({ kind: 'direct', src: 'data:image/svg+xml;base64,PHN2Zy8+' });
    expect(wallImageSource('data:text/html,<b>x</b>', t)).toEqual({ kind: 'placeholder' });
    expect(wallImageSource('/-/media/ports-group/wall/placeholder.svg', t).kind).toBe('direct');
    const signed = [
      'https://storage.googleapis.com/wall/ana.jpg?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Signature=abc',
      'https://staffwall.blob.core.windows.net/portraits/ana.jpg?sv=2024-01-01&se=2026-12-01&sig=abc%3D',
      'https://wall-bucket.s3.eu-west-1.amazonaws.com/ana.jpg?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=abc',
      'https://s3.amazonaws.com/wall-bucket/ana.jpg?x-amz-signature=abc',
    ];
    for (const url of signed) expect(wallImageSource(url, t)).toEqual({ kind: 'direct', src: url });
  });

  it('sends everything else through the secure-image route', () => {
    expect(wallImageSource('aisha-rahman.svg', t)).toEqual({ kind: 'secure', src: `/api/secure-image?path=aisha-rahman.svg&public=true&t=${t}` });
    // Unsigned or look-alike storage URLs are not trusted as they are.
    for (const url of [
      'https://storage.googleapis.com/wall/ana.jpg',
      'https://storage.googleapis.com.evil.example/ana.jpg?X-Goog-Signature=a',
      'http://storage.googleapis.com/wall/ana.jpg?X-Goog-Signature=a',
      'https://evil.example/ana.jpg?sig=a',
      'https://evil.example/placeholder.svg',
      '//evil.example/placeholder.svg',
    ]) {
      expect(wallImageSource(url, t).kind).toBe('secure');
    }
    expect(isSignedStorageUrl('not a url')).toBe(false);
  });

  it('stamps secure images by the hour', () => {
    expect(imageStamp(3_600_000 * 5 + 1234)).toBe(3_600_000 * 5);
  });
});

const item = (id: string, location: string, department: string): WallItem => ({
  id,
  name: id,
  title: '',
  location,
  department,
  image: { kind: 'placeholder' },
});

describe('the query (spec 002 section 2)', () => {
  const items = [
    item('1', 'Ras Maysan, United Arab Emirates', 'Terminal Operations'),
    item('2', 'Felixport, United Kingdom', 'Marine Services'),
    item('3', 'Port Lumen, United Arab Emirates', 'Marine Services'),
  ];

  it('reads member, location and department', () => {
    expect(readWallQuery('?member=1003&location=uk&department=')).toEqual({ member: '1003', location: 'uk', department: undefined });
    expect(readWallQuery('')).toEqual({ member: undefined, location: undefined, department: undefined });
  });

  it('filters location and department by case-insensitive substring', () => {
    expect(filterItems(items, { location: 'united arab', department: undefined }).map((i) => i.id)).toEqual(['1', '3']);
    expect(filterItems(items, { location: 'EMIRATES', department: 'marine' }).map((i) => i.id)).toEqual(['3']);
    expect(filterItems(items, { location: undefined, department: undefined })).toHaveLength(3);
    expect(filterItems(items, { location: 'Jeddah', department: undefined })).toEqual([]);
  });

  it("puts the query's member in the centre when listed", () => {
    expect(centreIndexOf(items, '3')).toBe(2);
    expect(centreIndexOf(items, '99')).toBe(0);
    expect(centreIndexOf(items, undefined)).toBe(0);
  });

  it('shuffles without losing or inventing items', () => {
    const order = shuffle([1, 2, 3, 4, 5], () => 0);
    expect(order).toEqual([2, 3, 4, 5, 1]);
    expect(shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('slots and moves (spec 002 sections 4 and 9)', () => {
  it('fills seven slots around the centre, wrapping round', () => {
    expect(visibleSlots(10, 0)).toEqual([
      { position: 0, index: 7 },
      { position: 1, index: 8 },
      { position: 2, index: 9 },
      { position: 3, index: 0 },
      { position: 4, index: 1 },
      { position: 5, index: 2 },
      { position: 6, index: 3 },
    ]);
  });

  it('shows each of fewer than seven items once, nearest the centre', () => {
    expect(visibleSlots(0, 0)).toEqual([]);
    expect(visibleSlots(1, 0)).toEqual([{ position: 3, index: 0 }]);
    expect(visibleSlots(2, 1).map((s) => s.position)).toEqual([3, 4]);
    expect(visibleSlots(6, 0).map((s) => s.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(visibleSlots(6, 4).map((s) => s.index)).size).toBe(6);
  });

  it('moves the clicked slot to the centre', () => {
    expect(stepsToCentre(5)).toBe(2);
    expect(stepsToCentre(0)).toBe(-3);
    expect(moveCentre(9, 2, 10)).toBe(1);
    expect(moveCentre(0, -1, 10)).toBe(9);
  });

  it('repositions, exits and enters on the sides, mirrored in right-to-left', () => {
    const ltr = slotChanges(10, 0, 1, 'ltr');
    expect(ltr.find((c) => c.index === 7)).toEqual({ index: 7, from: 0, to: -1, transition: 'exit-left' });
    expect(ltr.find((c) => c.index === 4)).toEqual({ index: 4, from: 7, to: 6, transition: 'enter-right' });
    expect(ltr.find((c) => c.index === 1)).toEqual({ index: 1, from: 4, to: 3, transition: 'reposition' });
    expect(ltr).toHaveLength(8);

    const back = slotChanges(10, 0, -1, 'ltr');
    expect(back.find((c) => c.index === 3)?.transition).toBe('exit-right');
    expect(back.find((c) => c.index === 6)?.transition).toBe('enter-left');

    const rtl = slotChanges(10, 0, 1, 'rtl');
    expect(rtl.find((c) => c.index === 7)?.transition).toBe('exit-right');
    expect(rtl.find((c) => c.index === 4)?.transition).toBe('enter-left');
  });

  it('repositions only when nothing moves', () => {
    expect(slotChanges(3, 0, 0, 'ltr').every((c) => c.transition === 'reposition' && c.from === c.to)).toBe(true);
  });
});

describe('auto-advance (spec 002 sections 4 and 9)', () => {
  const base = { count: 6, windowWidth: 1280, hovered: false, touched: false, focused: false, reducedMotion: false, editing: false };
  it('runs with six items on a window wider than 768 px', () => {
    expect(shouldAutoAdvance(base)).toBe(true);
  });
  it.each([
    ['five items', { count: 5 }],
    ['a 768 px window', { windowWidth: 768 }],
    ['hover', { hovered: true }],
    ['touch', { touched: true }],
    ['focus inside', { focused: true }],
    ['reduced motion', { reducedMotion: true }],
    ['edit mode', { editing: true }],
  ])('stops for %s', (_name, change) => {
    expect(shouldAutoAdvance({ ...base, ...change })).toBe(false);
  });
});

describe("our routes' answers (spec 002 sections 5 and 8)", () => {
  const json = 'application/json; charset=utf-8';
  const member = { MemberID: 1001, Image: 'a.svg', Description: 'Hi', Fname: 'Aisha', Lname: 'Rahman', Location: 'L', Department: 'D', Extra: 'x' };

  it('reads the members', () => {
    const answer = readMembersAnswer({
      ok: true,
      status: 200,
      contentType: json,
      text: JSON.stringify({ success: true, data: [member, { nope: 1 }, member] }),
    });
    expect(answer).toEqual({
      ok: true,
      data: [{ MemberID: '1001', Image: 'a.svg', Description: 'Hi', Fname: 'Aisha', Lname: 'Rahman', Location: 'L', Department: 'D' }],
    });
  });

  it("gives the spec's texts for each failure", () => {
    const read = (ok: boolean, contentType: string | null, text: string) => readMembersAnswer({ ok, status: ok ? 200 : 502, contentType, text });
    expect(read(false, json, '{"success":false,"error":"WALL_TIMEOUT","message":"Too slow"}')).toEqual({ ok: false, message: 'Too slow' });
    expect(read(false, json, '{"success":false,"error":"Nope"}')).toEqual({ ok: false, message: 'Nope' });
    expect(read(false, 'text/html', '<h1>Bad gateway</h1>')).toEqual({ ok: false, message: 'Failed to fetch wall items' });
    expect(read(true, 'text/html', '<html>')).toEqual({ ok: false, message: 'Invalid response format: expected JSON, got text/html' });
    expect(read(true, json, '{"success":tr')).toEqual({ ok: false, message: 'Server returned invalid response format' });
    expect(read(true, json, '{"success":true}')).toEqual({ ok: false, message: 'No data available' });
    expect(read(true, json, '{"success":false,"message":"Wall closed"}')).toEqual({ ok: false, message: 'Wall closed' });
  });

  it('reads one member, or why not', () => {
    expect(readMemberAnswer({ ok: true, status: 200, contentType: json, text: JSON.stringify({ success: true, data: member }) })).toMatchObject({
      ok: true,
      data: { MemberID: '1001' },
    });
    expect(
      readMemberAnswer({
        ok: false,
        status: 404,
        contentType: json,
        text: '{"success":false,"error":"WALL_MEMBER_NOT_FOUND","message":"Member not found or not approved"}',
      }),
    ).toEqual({
      ok: false,
      message: 'Member not found or not approved',
    });
    expect(memberUrl('1001')).toBe('/api/digital-wall/member/1001');
    expect(memberUrl('../x')).toBeUndefined();
  });

  it('maps a member to an item, names decoded', () => {
    const wallItem = toWallItem(
      {
        MemberID: '7',
        Image: 'I dont have an image',
        Description: ' Quote ',
        Fname: b64('José'),
        Lname: 'Fernández',
        Location: 'Felixport',
        Department: 'Marine',
      },
      0,
    );
    expect(wallItem).toEqual({ id: '7', name: 'José Fernández', title: 'Quote', location: 'Felixport', department: 'Marine', image: { kind: 'placeholder' } });
  });
});

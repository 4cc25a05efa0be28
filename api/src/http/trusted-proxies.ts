// Which peers may tell us the client's address (X-Forwarded-For), and who the client then is.
// Pure functions on text, no dependency: env.ts validates TRUSTED_PROXIES with them, and
// context.ts's clientAddress() applies them to each request.

/** An IPv4 or IPv6 address, or a range of them: `prefix` leading bits of `bytes` (32/128 = one address). */
export type AddressRange = { version: 4 | 6; bytes: Uint8Array; prefix: number };

type Address = { version: 4 | 6; bytes: Uint8Array };

/** What clientAddress() answers is at most this long: it is a rate-limit key and it is stored. */
export const MAX_ADDRESS_LENGTH = 64;

function parseIPv4(text: string): Uint8Array | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const bytes = new Uint8Array(4);
  for (const [index, part] of parts.entries()) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    bytes[index] = Number(part);
  }
  return bytes;
}

function parseIPv6Groups(part: string, allowIPv4Tail: boolean): number[] | null {
  if (part === "") return [];
  const pieces = part.split(":");
  const groups: number[] = [];
  for (const [index, piece] of pieces.entries()) {
    if (allowIPv4Tail && index === pieces.length - 1 && piece.includes(".")) {
      const v4 = parseIPv4(piece);
      if (!v4) return null;
      groups.push(((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0));
    } else if (/^[0-9a-f]{1,4}$/i.test(piece)) {
      groups.push(Number.parseInt(piece, 16));
    } else {
      return null;
    }
  }
  return groups;
}

function parseIPv6(text: string): Uint8Array | null {
  // A zone ("fe80::1%eth0") says which interface, not which host.
  const address = text.replace(/%[\w.-]+$/, "");
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const head = parseIPv6Groups(halves[0] ?? "", halves.length === 1);
  const tail = halves.length === 2 ? parseIPv6Groups(halves[1] ?? "", true) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  const bytes = new Uint8Array(16);
  for (const [index, group] of groups.entries()) {
    bytes[index * 2] = group >> 8;
    bytes[index * 2 + 1] = group & 0xff;
  }
  return bytes;
}

/** ::ffff:a.b.c.d is the IPv4 address a.b.c.d (a dual-stack socket reports IPv4 peers so). */
function isIPv4Mapped(bytes: Uint8Array): boolean {
  return bytes.length === 16 && bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
}

/** A bare address ("10.0.0.1", "2001:db8::1", "::ffff:10.0.0.1"), IPv4-mapped ones as IPv4. */
function parseBareAddress(text: string): Address | null {
  if (/^[\d.]+$/.test(text)) {
    const bytes = parseIPv4(text);
    return bytes ? { version: 4, bytes } : null;
  }
  if (!text.includes(":")) return null;
  const bytes = parseIPv6(text);
  if (!bytes) return null;
  return isIPv4Mapped(bytes) ? { version: 4, bytes: bytes.slice(12) } : { version: 6, bytes };
}

/**
 * An address as a socket or a proxy writes it: bare, or with a port ("10.0.0.1:5123",
 * "[2001:db8::1]:443", "[2001:db8::1]"). Null for anything else.
 */
export function parseAddress(text: string): Address | null {
  const value = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed?.[1]) return bracketed[1].includes(":") ? parseBareAddress(bracketed[1]) : null;
  const withPort = /^([\d.]+):\d{1,5}$/.exec(value);
  return parseBareAddress(withPort?.[1] ?? value);
}

/** The usual way to write it: dotted IPv4, RFC 5952 IPv6 (lower case, longest run of zeros as ::). */
function formatAddress({ version, bytes }: Address): string {
  if (version === 4) return [...bytes].join(".");
  const groups = Array.from({ length: 8 }, (_, i) => ((bytes[i * 2] ?? 0) << 8) | (bytes[i * 2 + 1] ?? 0));
  let best = { start: -1, length: 0 };
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let end = i;
    while (end < 8 && groups[end] === 0) end++;
    if (end - i > best.length && end - i > 1) best = { start: i, length: end - i };
    i = end;
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.start < 0) return hex.join(":");
  const left = hex.slice(0, best.start).join(":");
  const right = hex.slice(best.start + best.length).join(":");
  return `${left}::${right}`;
}

/** The address in its usual spelling, so that one host is one rate-limit key; null when it is no address. */
export function canonicalAddress(text: string): string | null {
  const address = parseAddress(text);
  return address ? formatAddress(address) : null;
}

/**
 * One TRUSTED_PROXIES entry: an address ("10.0.0.1", "2001:db8::1") or a CIDR range
 * ("10.0.0.0/8", "2001:db8::/32", "::ffff:10.0.0.0/104"). Null when it is neither.
 */
export function parseAddressRange(text: string): AddressRange | null {
  const [addressText = "", prefixText, extra] = text.trim().split("/");
  if (extra !== undefined) return null;
  if (/^[\d.]+$/.test(addressText)) {
    const bytes = parseIPv4(addressText);
    return bytes ? rangeOf(4, bytes, prefixText, 32) : null;
  }
  if (!addressText.includes(":") || addressText.includes("%")) return null;
  const bytes = parseIPv6(addressText);
  if (!bytes) return null;
  const range = rangeOf(6, bytes, prefixText, 128);
  // ::ffff:10.0.0.0/104 is 10.0.0.0/8: peers are matched as IPv4 once unmapped.
  if (range && isIPv4Mapped(bytes) && range.prefix >= 96) {
    return { version: 4, bytes: bytes.slice(12), prefix: range.prefix - 96 };
  }
  return range;
}

function rangeOf(version: 4 | 6, bytes: Uint8Array, prefixText: string | undefined, bits: number) {
  if (prefixText === undefined) return { version, bytes, prefix: bits };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > bits) return null;
  return { version, bytes, prefix: Number(prefixText) };
}

/** Parses TRUSTED_PROXIES ("10.0.0.1, 172.16.0.0/12, ::1"): the ranges, and the entries that are none. */
export function parseTrustedProxies(list: string): { ranges: AddressRange[]; invalid: string[] } {
  const ranges: AddressRange[] = [];
  const invalid: string[] = [];
  for (const entry of list.split(",").map((item) => item.trim())) {
    if (!entry) continue;
    const range = parseAddressRange(entry);
    if (range) ranges.push(range);
    else invalid.push(entry);
  }
  return { ranges, invalid };
}

function inRange(address: Address, range: AddressRange): boolean {
  if (address.version !== range.version) return false;
  const whole = Math.floor(range.prefix / 8);
  for (let i = 0; i < whole; i++) if (address.bytes[i] !== range.bytes[i]) return false;
  const rest = range.prefix % 8;
  if (rest === 0) return true;
  const mask = (0xff << (8 - rest)) & 0xff;
  return ((address.bytes[whole] ?? 0) & mask) === ((range.bytes[whole] ?? 0) & mask);
}

/** True when the text is an address inside one of the ranges; junk is never trusted. */
export function isTrusted(text: string, ranges: readonly AddressRange[]): boolean {
  const address = parseAddress(text);
  return address !== null && ranges.some((range) => inRange(address, range));
}

const bounded = (text: string) => text.slice(0, MAX_ADDRESS_LENGTH);

/**
 * The client's address, given the socket's peer and the request's X-Forwarded-For.
 *
 * The header is read only when the peer is a trusted proxy. Then it is walked from the right
 * (each proxy appends the address it received the request from), trusted proxies are skipped,
 * and the first untrusted entry is the client: entries to its left were written by the client
 * itself and prove nothing. If every entry is trusted, the left-most is. A junk entry is not
 * trusted, so it is the client (bounded in length): whoever sent it is behind it.
 * Valid addresses come back in their usual spelling (::ffff:10.0.0.1 → 10.0.0.1).
 */
export function forwardedClient(
  socketAddress: string,
  forwardedFor: string | undefined,
  ranges: readonly AddressRange[],
): string {
  const socket = canonicalAddress(socketAddress) ?? bounded(socketAddress.trim());
  if (ranges.length === 0 || !isTrusted(socketAddress, ranges)) return socket;
  // Several X-Forwarded-For lines arrive joined by ", " (Headers.get); empty entries say nothing.
  const hops = (forwardedFor ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] ?? "";
    if (!isTrusted(hop, ranges)) return canonicalAddress(hop) ?? bounded(hop);
  }
  const leftMost = hops[0];
  return leftMost === undefined ? socket : (canonicalAddress(leftMost) ?? bounded(leftMost));
}

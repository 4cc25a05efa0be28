import { describe, expect, test } from "bun:test";
import {
  canonicalAddress,
  forwardedClient,
  isTrusted,
  MAX_ADDRESS_LENGTH,
  parseAddressRange,
  parseTrustedProxies,
} from "./trusted-proxies";

const ranges = (list: string) => {
  const parsed = parseTrustedProxies(list);
  expect(parsed.invalid).toEqual([]);
  return parsed.ranges;
};

describe("TRUSTED_PROXIES entries", () => {
  test("addresses and CIDR ranges, IPv4 and IPv6", () => {
    for (const entry of [
      "10.0.0.1",
      "10.0.0.0/8",
      "0.0.0.0/0",
      "::1",
      "2001:db8::/32",
      "::/0",
      "::ffff:10.0.0.0/104",
    ]) {
      expect({ entry, ok: parseAddressRange(entry) !== null }).toEqual({ entry, ok: true });
    }
    expect(parseAddressRange("10.0.0.1")).toMatchObject({ version: 4, prefix: 32 });
    expect(parseAddressRange("2001:db8::1")).toMatchObject({ version: 6, prefix: 128 });
    // An IPv4-mapped range is the IPv4 range it maps.
    expect(parseAddressRange("::ffff:10.0.0.0/104")).toMatchObject({ version: 4, prefix: 8 });
  });

  test("anything else is refused", () => {
    const bad = [
      "10.0.0.256",
      "10.0.0",
      "10.0.0.1/33",
      "10.0.0.1/",
      "10.0.0.1/8/8",
      "2001:db8::/129",
      "1::2::3",
      "1:2:3:4:5:6:7:8:9",
      "localhost",
      "10.0.0.1:8080",
      "[::1]",
      "fe80::1%eth0",
      "*",
      "",
    ];
    for (const entry of bad) expect({ entry, range: parseAddressRange(entry) }).toEqual({ entry, range: null });
    expect(parseTrustedProxies("10.0.0.1, nada, 172.16.0.0/12,, 10.0.0.0/40 ").invalid).toEqual([
      "nada",
      "10.0.0.0/40",
    ]);
    expect(parseTrustedProxies("10.0.0.1, 172.16.0.0/12,").ranges).toHaveLength(2);
  });

  test("matching: CIDR bounds, IPv4-mapped peers, ports, junk", () => {
    const trusted = ranges("10.0.0.0/8, 172.16.0.0/12, 192.168.1.7, 2001:db8::/32");
    expect(isTrusted("10.255.255.255", trusted)).toBe(true);
    expect(isTrusted("11.0.0.0", trusted)).toBe(false);
    expect(isTrusted("172.31.255.255", trusted)).toBe(true);
    expect(isTrusted("172.32.0.0", trusted)).toBe(false);
    expect(isTrusted("192.168.1.7", trusted)).toBe(true);
    expect(isTrusted("192.168.1.8", trusted)).toBe(false);
    // A dual-stack socket reports IPv4 peers as IPv4-mapped IPv6.
    expect(isTrusted("::ffff:10.0.0.1", trusted)).toBe(true);
    expect(isTrusted("::FFFF:0a00:0001", trusted)).toBe(true);
    expect(isTrusted("::ffff:11.0.0.1", trusted)).toBe(false);
    expect(isTrusted("2001:db8:ffff::1", trusted)).toBe(true);
    expect(isTrusted("2001:db9::1", trusted)).toBe(false);
    expect(isTrusted("10.0.0.1:443", trusted)).toBe(true);
    expect(isTrusted("[2001:db8::1]:443", trusted)).toBe(true);
    for (const junk of ["", "unknown", "10.0.0", "10.0.0.1.1", "<script>", "10.0.0.1/8"]) {
      expect(isTrusted(junk, trusted)).toBe(false);
    }
    expect(isTrusted("::ffff:10.0.0.1", ranges("::ffff:10.0.0.0/104"))).toBe(true);
    expect(isTrusted("10.0.0.1", ranges("::ffff:10.0.0.0/104"))).toBe(true);
  });

  test("addresses come out in their usual spelling", () => {
    expect(canonicalAddress("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(canonicalAddress("2001:0DB8:0000:0000:0000:0000:0000:0001")).toBe("2001:db8::1");
    expect(canonicalAddress("2001:db8:0:0:1:0:0:1")).toBe("2001:db8::1:0:0:1");
    expect(canonicalAddress("2001:db8:0:1:1:1:1:1")).toBe("2001:db8:0:1:1:1:1:1");
    expect(canonicalAddress("::")).toBe("::");
    expect(canonicalAddress("[::1]:8080")).toBe("::1");
    expect(canonicalAddress("203.0.113.9:51000")).toBe("203.0.113.9");
    expect(canonicalAddress("unknown")).toBeNull();
  });
});

describe("the client behind trusted proxies", () => {
  const proxies = ranges("10.0.0.0/8");

  test("without TRUSTED_PROXIES, X-Forwarded-For is ignored", () => {
    expect(forwardedClient("203.0.113.9", "198.51.100.1", [])).toBe("203.0.113.9");
    expect(forwardedClient("::ffff:203.0.113.9", "198.51.100.1", [])).toBe("203.0.113.9");
  });

  test("a peer that is no trusted proxy is the client, whatever it forwards", () => {
    expect(forwardedClient("203.0.113.9", "198.51.100.1", proxies)).toBe("203.0.113.9");
  });

  test("from a trusted proxy: the right-most untrusted entry", () => {
    // What the client wrote (the left-most entries) proves nothing.
    expect(forwardedClient("10.0.0.2", "1.1.1.1, 2.2.2.2, 203.0.113.9", proxies)).toBe("203.0.113.9");
    expect(forwardedClient("10.0.0.2", "1.1.1.1, 203.0.113.9, 10.0.0.3", proxies)).toBe("203.0.113.9");
    expect(forwardedClient("::ffff:10.0.0.2", "203.0.113.9,10.9.9.9", proxies)).toBe("203.0.113.9");
    // Several header lines arrive joined with ", ".
    const headers = new Headers();
    headers.append("X-Forwarded-For", "1.1.1.1");
    headers.append("X-Forwarded-For", "203.0.113.9, 10.0.0.3");
    expect(forwardedClient("10.0.0.2", headers.get("x-forwarded-for") ?? undefined, proxies)).toBe("203.0.113.9");
  });

  test("all trusted: the left-most; none at all: the proxy itself", () => {
    expect(forwardedClient("10.0.0.2", "10.1.1.1, 10.0.0.3", proxies)).toBe("10.1.1.1");
    expect(forwardedClient("10.0.0.2", undefined, proxies)).toBe("10.0.0.2");
    expect(forwardedClient("10.0.0.2", " , ", proxies)).toBe("10.0.0.2");
  });

  test("a junk entry is untrusted, so it is the client, bounded in length", () => {
    expect(forwardedClient("10.0.0.2", "203.0.113.9, unknown", proxies)).toBe("unknown");
    const huge = "x".repeat(5000);
    expect(forwardedClient("10.0.0.2", `203.0.113.9, ${huge}`, proxies)).toBe("x".repeat(MAX_ADDRESS_LENGTH));
    expect(forwardedClient("10.0.0.2", `${huge}, 10.0.0.3`, proxies)).toHaveLength(MAX_ADDRESS_LENGTH);
    expect(forwardedClient("y".repeat(100), undefined, proxies)).toHaveLength(MAX_ADDRESS_LENGTH);
  });
});

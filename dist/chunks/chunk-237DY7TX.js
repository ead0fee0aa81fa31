#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  HarnessError
} from "./chunk-JB7TIAU6.js";
import {
  __commonJS,
  __toESM
} from "./chunk-5HX2GR4K.js";

// node_modules/ipaddr.js/lib/ipaddr.js
var require_ipaddr = __commonJS({
  "node_modules/ipaddr.js/lib/ipaddr.js"(exports, module) {
    (function(root) {
      "use strict";
      const ipv4Part = "(0?\\d+|0x[a-f0-9]+)";
      const ipv4Regexes = {
        fourOctet: new RegExp(`^${ipv4Part}\\.${ipv4Part}\\.${ipv4Part}\\.${ipv4Part}$`, "i"),
        threeOctet: new RegExp(`^${ipv4Part}\\.${ipv4Part}\\.${ipv4Part}$`, "i"),
        twoOctet: new RegExp(`^${ipv4Part}\\.${ipv4Part}$`, "i"),
        longValue: new RegExp(`^${ipv4Part}$`, "i")
      };
      const octalRegex = new RegExp(`^0[0-7]+$`, "i");
      const hexRegex = new RegExp(`^0x[a-f0-9]+$`, "i");
      const zoneIndex = "%[0-9a-z]{1,}";
      const ipv6Part = "(?:[0-9a-f]+::?)+";
      const ipv6Regexes = {
        zoneIndex: new RegExp(zoneIndex, "i"),
        "native": new RegExp(`^(::)?(${ipv6Part})?([0-9a-f]+)?(::)?(${zoneIndex})?$`, "i"),
        deprecatedTransitional: new RegExp(`^(?:::)(${ipv4Part}\\.${ipv4Part}\\.${ipv4Part}\\.${ipv4Part}(${zoneIndex})?)$`, "i"),
        transitional: new RegExp(`^((?:${ipv6Part})|(?:::)(?:${ipv6Part})?)${ipv4Part}\\.${ipv4Part}\\.${ipv4Part}\\.${ipv4Part}(${zoneIndex})?$`, "i")
      };
      function expandIPv6(string, parts) {
        if (string.indexOf("::") !== string.lastIndexOf("::")) {
          return null;
        }
        let colonCount = 0;
        let lastColon = -1;
        let zoneId = (string.match(ipv6Regexes.zoneIndex) || [])[0];
        let replacement, replacementCount;
        if (zoneId) {
          zoneId = zoneId.substring(1);
          string = string.replace(/%.+$/, "");
        }
        while ((lastColon = string.indexOf(":", lastColon + 1)) >= 0) {
          colonCount++;
        }
        if (string.substr(0, 2) === "::") {
          colonCount--;
        }
        if (string.substr(-2, 2) === "::") {
          colonCount--;
        }
        if (colonCount >= parts) {
          return null;
        }
        replacementCount = parts - colonCount;
        replacement = ":";
        while (replacementCount--) {
          replacement += "0:";
        }
        string = string.replace("::", replacement);
        if (string[0] === ":") {
          string = string.slice(1);
        }
        if (string[string.length - 1] === ":") {
          string = string.slice(0, -1);
        }
        parts = (function() {
          const ref = string.split(":");
          const results = [];
          for (let i = 0; i < ref.length; i++) {
            results.push(ref[i].length > 4 ? NaN : parseInt(ref[i], 16));
          }
          return results;
        })();
        return {
          parts,
          zoneId
        };
      }
      function matchCIDR(first, second, partSize, cidrBits) {
        if (first.length !== second.length) {
          throw new Error("ipaddr: cannot match CIDR for objects with different lengths");
        }
        let part = 0;
        let shift;
        while (cidrBits > 0) {
          shift = partSize - cidrBits;
          if (shift < 0) {
            shift = 0;
          }
          if (first[part] >> shift !== second[part] >> shift) {
            return false;
          }
          cidrBits -= partSize;
          part += 1;
        }
        return true;
      }
      function parseIntAuto(string) {
        if (hexRegex.test(string)) {
          return parseInt(string, 16);
        }
        if (string[0] === "0" && !isNaN(parseInt(string[1], 10))) {
          if (octalRegex.test(string)) {
            return parseInt(string, 8);
          }
          throw new Error(`ipaddr: cannot parse ${string} as octal`);
        }
        return parseInt(string, 10);
      }
      function padPart(part, length) {
        while (part.length < length) {
          part = `0${part}`;
        }
        return part;
      }
      const ipaddr2 = {};
      ipaddr2.IPv4 = (function() {
        function IPv4(octets) {
          if (octets.length !== 4) {
            throw new Error("ipaddr: ipv4 octet count should be 4");
          }
          let i, octet;
          for (i = 0; i < octets.length; i++) {
            octet = octets[i];
            if (!(0 <= octet && octet <= 255)) {
              throw new Error("ipaddr: ipv4 octet should fit in 8 bits");
            }
          }
          this.octets = octets;
        }
        IPv4.prototype.SpecialRanges = {
          unspecified: [[new IPv4([0, 0, 0, 0]), 8]],
          broadcast: [[new IPv4([255, 255, 255, 255]), 32]],
          // RFC3171
          multicast: [[new IPv4([224, 0, 0, 0]), 4]],
          // RFC3927
          linkLocal: [[new IPv4([169, 254, 0, 0]), 16]],
          // RFC5735
          loopback: [[new IPv4([127, 0, 0, 0]), 8]],
          // RFC6598
          carrierGradeNat: [[new IPv4([100, 64, 0, 0]), 10]],
          // RFC1918
          "private": [
            [new IPv4([10, 0, 0, 0]), 8],
            [new IPv4([172, 16, 0, 0]), 12],
            [new IPv4([192, 168, 0, 0]), 16]
          ],
          // Reserved and testing-only ranges; RFCs 5735, 5737, 2544, 1700
          reserved: [
            [new IPv4([192, 0, 0, 0]), 24],
            [new IPv4([192, 0, 2, 0]), 24],
            [new IPv4([192, 88, 99, 0]), 24],
            [new IPv4([198, 18, 0, 0]), 15],
            [new IPv4([198, 51, 100, 0]), 24],
            [new IPv4([203, 0, 113, 0]), 24],
            [new IPv4([240, 0, 0, 0]), 4]
          ],
          // RFC7534, RFC7535
          as112: [
            [new IPv4([192, 175, 48, 0]), 24],
            [new IPv4([192, 31, 196, 0]), 24]
          ],
          // RFC7450
          amt: [
            [new IPv4([192, 52, 193, 0]), 24]
          ]
        };
        IPv4.prototype.kind = function() {
          return "ipv4";
        };
        IPv4.prototype.match = function(other, cidrRange) {
          let ref;
          if (cidrRange === void 0) {
            ref = other;
            other = ref[0];
            cidrRange = ref[1];
          }
          if (other.kind() !== "ipv4") {
            throw new Error("ipaddr: cannot match ipv4 address with non-ipv4 one");
          }
          return matchCIDR(this.octets, other.octets, 8, cidrRange);
        };
        IPv4.prototype.prefixLengthFromSubnetMask = function() {
          let cidr = 0;
          let stop = false;
          const zerotable = {
            0: 8,
            128: 7,
            192: 6,
            224: 5,
            240: 4,
            248: 3,
            252: 2,
            254: 1,
            255: 0
          };
          let i, octet, zeros2;
          for (i = 3; i >= 0; i -= 1) {
            octet = this.octets[i];
            if (octet in zerotable) {
              zeros2 = zerotable[octet];
              if (stop && zeros2 !== 0) {
                return null;
              }
              if (zeros2 !== 8) {
                stop = true;
              }
              cidr += zeros2;
            } else {
              return null;
            }
          }
          return 32 - cidr;
        };
        IPv4.prototype.range = function() {
          return ipaddr2.subnetMatch(this, this.SpecialRanges);
        };
        IPv4.prototype.toByteArray = function() {
          return this.octets.slice(0);
        };
        IPv4.prototype.toIPv4MappedAddress = function() {
          return ipaddr2.IPv6.parse(`::ffff:${this.toString()}`);
        };
        IPv4.prototype.toNormalizedString = function() {
          return this.toString();
        };
        IPv4.prototype.toString = function() {
          return this.octets.join(".");
        };
        return IPv4;
      })();
      ipaddr2.IPv4.broadcastAddressFromCIDR = function(string) {
        try {
          const cidr = this.parseCIDR(string);
          const ipInterfaceOctets = cidr[0].toByteArray();
          const subnetMaskOctets = this.subnetMaskFromPrefixLength(cidr[1]).toByteArray();
          const octets = [];
          let i = 0;
          while (i < 4) {
            octets.push(parseInt(ipInterfaceOctets[i], 10) | parseInt(subnetMaskOctets[i], 10) ^ 255);
            i++;
          }
          return new this(octets);
        } catch (e) {
          throw new Error("ipaddr: the address does not have IPv4 CIDR format", { cause: e });
        }
      };
      ipaddr2.IPv4.isIPv4 = function(string) {
        return this.parser(string) !== null;
      };
      ipaddr2.IPv4.isValid = function(string) {
        try {
          new this(this.parser(string));
          return true;
        } catch {
          return false;
        }
      };
      ipaddr2.IPv4.isValidCIDR = function(string) {
        try {
          this.parseCIDR(string);
          return true;
        } catch {
          return false;
        }
      };
      ipaddr2.IPv4.isValidFourPartDecimal = function(string) {
        if (ipaddr2.IPv4.isValid(string) && string.match(/^(0|[1-9]\d*)(\.(0|[1-9]\d*)){3}$/)) {
          return true;
        } else {
          return false;
        }
      };
      ipaddr2.IPv4.isValidCIDRFourPartDecimal = function(string) {
        const match = string.match(/^(.+)\/(\d+)$/);
        if (!ipaddr2.IPv4.isValidCIDR(string) || !match) {
          return false;
        }
        return ipaddr2.IPv4.isValidFourPartDecimal(match[1]);
      };
      ipaddr2.IPv4.networkAddressFromCIDR = function(string) {
        let cidr, i, ipInterfaceOctets, octets, subnetMaskOctets;
        try {
          cidr = this.parseCIDR(string);
          ipInterfaceOctets = cidr[0].toByteArray();
          subnetMaskOctets = this.subnetMaskFromPrefixLength(cidr[1]).toByteArray();
          octets = [];
          i = 0;
          while (i < 4) {
            octets.push(parseInt(ipInterfaceOctets[i], 10) & parseInt(subnetMaskOctets[i], 10));
            i++;
          }
          return new this(octets);
        } catch (e) {
          throw new Error("ipaddr: the address does not have IPv4 CIDR format", { cause: e });
        }
      };
      ipaddr2.IPv4.parse = function(string) {
        const parts = this.parser(string);
        if (parts === null) {
          throw new Error("ipaddr: string is not formatted like an IPv4 Address");
        }
        return new this(parts);
      };
      ipaddr2.IPv4.parseCIDR = function(string) {
        let match;
        if (match = string.match(/^(.+)\/(\d+)$/)) {
          const maskLength = parseInt(match[2]);
          if (maskLength >= 0 && maskLength <= 32) {
            const parsed = [this.parse(match[1]), maskLength];
            Object.defineProperty(parsed, "toString", {
              value: function() {
                return this.join("/");
              }
            });
            return parsed;
          }
        }
        throw new Error("ipaddr: string is not formatted like an IPv4 CIDR range");
      };
      ipaddr2.IPv4.parser = function(string) {
        let match, part, value;
        if (match = string.match(ipv4Regexes.fourOctet)) {
          return (function() {
            const ref = match.slice(1, 6);
            const results = [];
            for (let i = 0; i < ref.length; i++) {
              part = ref[i];
              results.push(parseIntAuto(part));
            }
            return results;
          })();
        } else if (match = string.match(ipv4Regexes.longValue)) {
          value = parseIntAuto(match[1]);
          if (value > 4294967295 || value < 0) {
            throw new Error("ipaddr: address outside defined range");
          }
          return (function() {
            const results = [];
            let shift;
            for (shift = 0; shift <= 24; shift += 8) {
              results.push(value >> shift & 255);
            }
            return results;
          })().reverse();
        } else if (match = string.match(ipv4Regexes.twoOctet)) {
          return (function() {
            const ref = match.slice(1, 4);
            const results = [];
            value = parseIntAuto(ref[1]);
            if (value > 16777215 || value < 0) {
              throw new Error("ipaddr: address outside defined range");
            }
            results.push(parseIntAuto(ref[0]));
            results.push(value >> 16 & 255);
            results.push(value >> 8 & 255);
            results.push(value & 255);
            return results;
          })();
        } else if (match = string.match(ipv4Regexes.threeOctet)) {
          return (function() {
            const ref = match.slice(1, 5);
            const results = [];
            value = parseIntAuto(ref[2]);
            if (value > 65535 || value < 0) {
              throw new Error("ipaddr: address outside defined range");
            }
            results.push(parseIntAuto(ref[0]));
            results.push(parseIntAuto(ref[1]));
            results.push(value >> 8 & 255);
            results.push(value & 255);
            return results;
          })();
        } else {
          return null;
        }
      };
      ipaddr2.IPv4.subnetMaskFromPrefixLength = function(prefix) {
        prefix = parseInt(prefix);
        if (Number.isNaN(prefix) || prefix < 0 || prefix > 32) {
          throw new Error("ipaddr: invalid IPv4 prefix length");
        }
        const octets = [0, 0, 0, 0];
        let j = 0;
        const filledOctetCount = Math.floor(prefix / 8);
        while (j < filledOctetCount) {
          octets[j] = 255;
          j++;
        }
        if (filledOctetCount < 4) {
          octets[filledOctetCount] = Math.pow(2, prefix % 8) - 1 << 8 - prefix % 8;
        }
        return new this(octets);
      };
      ipaddr2.IPv6 = (function() {
        function IPv6(parts, zoneId) {
          let i, part;
          if (parts.length === 16) {
            this.parts = [];
            for (i = 0; i <= 14; i += 2) {
              this.parts.push(parts[i] << 8 | parts[i + 1]);
            }
          } else if (parts.length === 8) {
            this.parts = parts;
          } else {
            throw new Error("ipaddr: ipv6 part count should be 8 or 16");
          }
          for (i = 0; i < this.parts.length; i++) {
            part = this.parts[i];
            if (!(0 <= part && part <= 65535)) {
              throw new Error("ipaddr: ipv6 part should fit in 16 bits");
            }
          }
          if (zoneId) {
            this.zoneId = zoneId;
          }
        }
        IPv6.prototype.SpecialRanges = {
          // RFC4291, here and after
          unspecified: [new IPv6([0, 0, 0, 0, 0, 0, 0, 0]), 128],
          linkLocal: [new IPv6([65152, 0, 0, 0, 0, 0, 0, 0]), 10],
          multicast: [new IPv6([65280, 0, 0, 0, 0, 0, 0, 0]), 8],
          loopback: [new IPv6([0, 0, 0, 0, 0, 0, 0, 1]), 128],
          uniqueLocal: [new IPv6([64512, 0, 0, 0, 0, 0, 0, 0]), 7],
          ipv4Mapped: [new IPv6([0, 0, 0, 0, 0, 65535, 0, 0]), 96],
          // RFC3879
          deprecatedSiteLocal: [new IPv6([65216, 0, 0, 0, 0, 0, 0, 0]), 10],
          // RFC6666
          discard: [new IPv6([256, 0, 0, 0, 0, 0, 0, 0]), 64],
          // RFC6145
          rfc6145: [new IPv6([0, 0, 0, 0, 65535, 0, 0, 0]), 96],
          rfc6052: [
            // RFC6052
            [new IPv6([100, 65435, 0, 0, 0, 0, 0, 0]), 96],
            // RFC8215
            [new IPv6([100, 65435, 1, 0, 0, 0, 0, 0]), 48]
          ],
          // RFC3056
          "6to4": [new IPv6([8194, 0, 0, 0, 0, 0, 0, 0]), 16],
          // RFC6052, RFC6146
          teredo: [new IPv6([8193, 0, 0, 0, 0, 0, 0, 0]), 32],
          // RFC5180
          benchmarking: [new IPv6([8193, 2, 0, 0, 0, 0, 0, 0]), 48],
          // RFC7450
          amt: [new IPv6([8193, 3, 0, 0, 0, 0, 0, 0]), 32],
          as112v6: [
            // RFC7535
            [new IPv6([8193, 4, 274, 0, 0, 0, 0, 0]), 48],
            // RFC7534
            [new IPv6([9760, 79, 32768, 0, 0, 0, 0, 0]), 48]
          ],
          // RFC4843
          deprecatedOrchid: [new IPv6([8193, 16, 0, 0, 0, 0, 0, 0]), 28],
          // RFC7343
          orchid2: [new IPv6([8193, 32, 0, 0, 0, 0, 0, 0]), 28],
          // RFC9374
          droneRemoteIdProtocolEntityTags: [new IPv6([8193, 48, 0, 0, 0, 0, 0, 0]), 28],
          // RFC9602
          segmentRouting: [new IPv6([24320, 0, 0, 0, 0, 0, 0, 0]), 16],
          reserved: [
            // RFC3849
            [new IPv6([8193, 0, 0, 0, 0, 0, 0, 0]), 23],
            // RFC2928
            [new IPv6([8193, 3512, 0, 0, 0, 0, 0, 0]), 32],
            // RFC9637
            [new IPv6([16383, 0, 0, 0, 0, 0, 0, 0]), 20]
          ]
        };
        IPv6.prototype.isIPv4MappedAddress = function() {
          return this.range() === "ipv4Mapped";
        };
        IPv6.prototype.kind = function() {
          return "ipv6";
        };
        IPv6.prototype.match = function(other, cidrRange) {
          let ref;
          if (cidrRange === void 0) {
            ref = other;
            other = ref[0];
            cidrRange = ref[1];
          }
          if (other.kind() !== "ipv6") {
            throw new Error("ipaddr: cannot match ipv6 address with non-ipv6 one");
          }
          return matchCIDR(this.parts, other.parts, 16, cidrRange);
        };
        IPv6.prototype.prefixLengthFromSubnetMask = function() {
          let cidr = 0;
          let stop = false;
          const zerotable = {
            0: 16,
            32768: 15,
            49152: 14,
            57344: 13,
            61440: 12,
            63488: 11,
            64512: 10,
            65024: 9,
            65280: 8,
            65408: 7,
            65472: 6,
            65504: 5,
            65520: 4,
            65528: 3,
            65532: 2,
            65534: 1,
            65535: 0
          };
          let part, zeros2;
          for (let i = 7; i >= 0; i -= 1) {
            part = this.parts[i];
            if (part in zerotable) {
              zeros2 = zerotable[part];
              if (stop && zeros2 !== 0) {
                return null;
              }
              if (zeros2 !== 16) {
                stop = true;
              }
              cidr += zeros2;
            } else {
              return null;
            }
          }
          return 128 - cidr;
        };
        IPv6.prototype.range = function() {
          return ipaddr2.subnetMatch(this, this.SpecialRanges);
        };
        IPv6.prototype.toByteArray = function() {
          let part;
          const bytes = [];
          const ref = this.parts;
          for (let i = 0; i < ref.length; i++) {
            part = ref[i];
            bytes.push(part >> 8);
            bytes.push(part & 255);
          }
          return bytes;
        };
        IPv6.prototype.toFixedLengthString = function() {
          const addr = (function() {
            const results = [];
            for (let i = 0; i < this.parts.length; i++) {
              results.push(padPart(this.parts[i].toString(16), 4));
            }
            return results;
          }).call(this).join(":");
          let suffix = "";
          if (this.zoneId) {
            suffix = `%${this.zoneId}`;
          }
          return addr + suffix;
        };
        IPv6.prototype.toIPv4Address = function() {
          if (!this.isIPv4MappedAddress()) {
            throw new Error("ipaddr: trying to convert a generic ipv6 address to ipv4");
          }
          const ref = this.parts.slice(-2);
          const high = ref[0];
          const low = ref[1];
          return new ipaddr2.IPv4([high >> 8, high & 255, low >> 8, low & 255]);
        };
        IPv6.prototype.toNormalizedString = function() {
          const addr = (function() {
            const results = [];
            for (let i = 0; i < this.parts.length; i++) {
              results.push(this.parts[i].toString(16));
            }
            return results;
          }).call(this).join(":");
          let suffix = "";
          if (this.zoneId) {
            suffix = `%${this.zoneId}`;
          }
          return addr + suffix;
        };
        IPv6.prototype.toRFC5952String = function() {
          const regex = /((^|:)(0(:|$)){2,})/g;
          let suffix = "";
          if (this.zoneId) {
            suffix = `%${this.zoneId}`;
          }
          const normalized = this.toNormalizedString();
          const string = normalized.slice(0, normalized.length - suffix.length);
          let bestMatchIndex = 0;
          let bestMatchLength = -1;
          let bestMatchGroups = -1;
          let match;
          while (match = regex.exec(string)) {
            const groups = (match[0].match(/0/g) || []).length;
            if (groups > bestMatchGroups) {
              bestMatchGroups = groups;
              bestMatchIndex = match.index;
              bestMatchLength = match[0].length;
            }
          }
          if (bestMatchLength < 0) {
            return string + suffix;
          }
          return `${string.substring(0, bestMatchIndex)}::${string.substring(bestMatchIndex + bestMatchLength)}${suffix}`;
        };
        IPv6.prototype.toString = function() {
          return this.toRFC5952String();
        };
        return IPv6;
      })();
      ipaddr2.IPv6.broadcastAddressFromCIDR = function(string) {
        try {
          const cidr = this.parseCIDR(string);
          const ipInterfaceOctets = cidr[0].toByteArray();
          const subnetMaskOctets = this.subnetMaskFromPrefixLength(cidr[1]).toByteArray();
          const octets = [];
          let i = 0;
          while (i < 16) {
            octets.push(parseInt(ipInterfaceOctets[i], 10) | parseInt(subnetMaskOctets[i], 10) ^ 255);
            i++;
          }
          return new this(octets);
        } catch (e) {
          throw new Error("ipaddr: the address does not have IPv6 CIDR format", { cause: e });
        }
      };
      ipaddr2.IPv6.isIPv6 = function(string) {
        return this.parser(string) !== null;
      };
      ipaddr2.IPv6.isValid = function(string) {
        if (typeof string === "string" && string.indexOf(":") === -1) {
          return false;
        }
        try {
          const addr = this.parser(string);
          new this(addr.parts, addr.zoneId);
          return true;
        } catch {
          return false;
        }
      };
      ipaddr2.IPv6.isValidCIDR = function(string) {
        if (typeof string === "string" && string.indexOf(":") === -1) {
          return false;
        }
        try {
          this.parseCIDR(string);
          return true;
        } catch {
          return false;
        }
      };
      ipaddr2.IPv6.networkAddressFromCIDR = function(string) {
        let cidr, i, ipInterfaceOctets, octets, subnetMaskOctets;
        try {
          cidr = this.parseCIDR(string);
          ipInterfaceOctets = cidr[0].toByteArray();
          subnetMaskOctets = this.subnetMaskFromPrefixLength(cidr[1]).toByteArray();
          octets = [];
          i = 0;
          while (i < 16) {
            octets.push(parseInt(ipInterfaceOctets[i], 10) & parseInt(subnetMaskOctets[i], 10));
            i++;
          }
          return new this(octets);
        } catch (e) {
          throw new Error("ipaddr: the address does not have IPv6 CIDR format", { cause: e });
        }
      };
      ipaddr2.IPv6.parse = function(string) {
        const addr = this.parser(string);
        if (addr === null) {
          throw new Error("ipaddr: string is not formatted like an IPv6 Address");
        }
        return new this(addr.parts, addr.zoneId);
      };
      ipaddr2.IPv6.parseCIDR = function(string) {
        let maskLength, match, parsed;
        if (match = string.match(/^(.+)\/(\d+)$/)) {
          maskLength = parseInt(match[2]);
          if (maskLength >= 0 && maskLength <= 128) {
            parsed = [this.parse(match[1]), maskLength];
            Object.defineProperty(parsed, "toString", {
              value: function() {
                return this.join("/");
              }
            });
            return parsed;
          }
        }
        throw new Error("ipaddr: string is not formatted like an IPv6 CIDR range");
      };
      ipaddr2.IPv6.parser = function(string) {
        let addr, i, match, octet, octets, zoneId;
        if (match = string.match(ipv6Regexes.deprecatedTransitional)) {
          return this.parser(`::ffff:${match[1]}`);
        }
        if (ipv6Regexes.native.test(string)) {
          return expandIPv6(string, 8);
        }
        if (match = string.match(ipv6Regexes.transitional)) {
          zoneId = match[6] || "";
          addr = match[1];
          if (!match[1].endsWith("::")) {
            addr = addr.slice(0, -1);
          }
          addr = expandIPv6(addr + zoneId, 6);
          if (addr && addr.parts) {
            octets = [
              parseInt(match[2]),
              parseInt(match[3]),
              parseInt(match[4]),
              parseInt(match[5])
            ];
            for (i = 0; i < octets.length; i++) {
              octet = octets[i];
              if (!(0 <= octet && octet <= 255)) {
                return null;
              }
            }
            addr.parts.push(octets[0] << 8 | octets[1]);
            addr.parts.push(octets[2] << 8 | octets[3]);
            return {
              parts: addr.parts,
              zoneId: addr.zoneId
            };
          }
        }
        return null;
      };
      ipaddr2.IPv6.subnetMaskFromPrefixLength = function(prefix) {
        prefix = parseInt(prefix);
        if (Number.isNaN(prefix) || prefix < 0 || prefix > 128) {
          throw new Error("ipaddr: invalid IPv6 prefix length");
        }
        const octets = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
        let j = 0;
        const filledOctetCount = Math.floor(prefix / 8);
        while (j < filledOctetCount) {
          octets[j] = 255;
          j++;
        }
        if (filledOctetCount < 16) {
          octets[filledOctetCount] = Math.pow(2, prefix % 8) - 1 << 8 - prefix % 8;
        }
        return new this(octets);
      };
      ipaddr2.fromByteArray = function(bytes) {
        const length = bytes.length;
        if (length === 4) {
          return new ipaddr2.IPv4(bytes);
        } else if (length === 16) {
          return new ipaddr2.IPv6(bytes);
        } else {
          throw new Error("ipaddr: the binary input is neither an IPv6 nor IPv4 address");
        }
      };
      ipaddr2.isValid = function(string) {
        return ipaddr2.IPv6.isValid(string) || ipaddr2.IPv4.isValid(string);
      };
      ipaddr2.isValidCIDR = function(string) {
        return ipaddr2.IPv6.isValidCIDR(string) || ipaddr2.IPv4.isValidCIDR(string);
      };
      ipaddr2.parse = function(string) {
        if (ipaddr2.IPv6.isValid(string)) {
          return ipaddr2.IPv6.parse(string);
        } else if (ipaddr2.IPv4.isValid(string)) {
          return ipaddr2.IPv4.parse(string);
        } else {
          throw new Error("ipaddr: the address has neither IPv6 nor IPv4 format");
        }
      };
      ipaddr2.parseCIDR = function(string) {
        try {
          return ipaddr2.IPv6.parseCIDR(string);
        } catch {
          try {
            return ipaddr2.IPv4.parseCIDR(string);
          } catch (e) {
            throw new Error("ipaddr: the address has neither IPv6 nor IPv4 CIDR format", { cause: e });
          }
        }
      };
      ipaddr2.process = function(string) {
        const addr = this.parse(string);
        if (addr.kind() === "ipv6" && addr.isIPv4MappedAddress()) {
          return addr.toIPv4Address();
        } else {
          return addr;
        }
      };
      ipaddr2.subnetMatch = function(address, rangeList, defaultName) {
        let i, rangeName, rangeSubnets, subnet;
        if (defaultName === void 0 || defaultName === null) {
          defaultName = "unicast";
        }
        for (rangeName in rangeList) {
          if (Object.prototype.hasOwnProperty.call(rangeList, rangeName)) {
            rangeSubnets = rangeList[rangeName];
            if (rangeSubnets[0] && !(rangeSubnets[0] instanceof Array)) {
              rangeSubnets = [rangeSubnets];
            }
            for (i = 0; i < rangeSubnets.length; i++) {
              subnet = rangeSubnets[i];
              if (address.kind() === subnet[0].kind() && address.match.apply(address, subnet)) {
                return rangeName;
              }
            }
          }
        }
        return defaultName;
      };
      if (typeof module !== "undefined" && module.exports) {
        module.exports = ipaddr2;
      } else {
        root.ipaddr = ipaddr2;
      }
    })(exports);
  }
});

// src/live/container/model-relay.ts
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { Transform } from "node:stream";

// src/core/util/bounded-body.ts
var MAX_REQUEST_BODY_BYTES = 32 * 1024 * 1024;
var MAX_BODIES_IN_FLIGHT_BYTES = 2 * MAX_REQUEST_BODY_BYTES;
var LINGER_MS = 1e3;
var BodyBudget = class {
  constructor(total = MAX_BODIES_IN_FLIGHT_BYTES) {
    this.total = total;
  }
  total;
  used = 0;
  /** Takes `n` bytes; false (nothing taken) when they would pass the total. */
  take(n) {
    if (this.used + n > this.total) return false;
    this.used += n;
    return true;
  }
  give(n) {
    this.used = Math.max(0, this.used - n);
  }
  get inUse() {
    return this.used;
  }
};
function declaredTooLarge(req, maxBytes = MAX_REQUEST_BODY_BYTES) {
  const declared = Number(req.headers["content-length"] ?? NaN);
  return Number.isFinite(declared) && declared > maxBytes ? `the request body is ${declared} bytes, over the ${maxBytes}-byte limit` : void 0;
}
function countBody(req, res, limits, over) {
  const maxBytes = limits.maxBytes ?? MAX_REQUEST_BODY_BYTES;
  let seen = 0;
  let held = 0;
  let tripped = false;
  res.once("close", () => limits.budget?.give(held));
  return (chunk) => {
    if (tripped) return false;
    seen += chunk.length;
    const overCap = seen > maxBytes;
    const overBudget = !overCap && limits.budget !== void 0 && !limits.budget.take(chunk.length);
    if (!overCap && !overBudget) {
      held += chunk.length;
      return true;
    }
    tripped = true;
    over(
      overCap ? `the request body passed the ${maxBytes}-byte limit` : `the request bodies being read passed the ${limits.budget.total}-byte limit they share \u2014 send one request at a time`
    );
    return false;
  };
}
function readBoundedBody(req, res, limits = {}) {
  const declared = declaredTooLarge(req, limits.maxBytes);
  if (declared !== void 0) return Promise.resolve({ ok: false, tooLarge: declared });
  return new Promise((resolve) => {
    const chunks = [];
    const stop = (read) => {
      req.off("data", onData);
      chunks.length = 0;
      resolve(read);
    };
    const admit = countBody(req, res, limits, (why) => stop({ ok: false, tooLarge: why }));
    const onData = (c) => {
      if (admit(c)) chunks.push(c);
    };
    req.on("data", onData);
    req.once("end", () => resolve({ ok: true, text: Buffer.concat(chunks).toString("utf8") }));
    req.once("error", () => stop({ ok: false, aborted: true }));
    req.once("close", () => stop({ ok: false, aborted: true }));
  });
}
function tooLargeBody(message) {
  return JSON.stringify({ type: "error", error: { type: "request_too_large", message } });
}
function answerTooLarge(req, res, text, lingerMs = LINGER_MS) {
  const socket = req.socket;
  const timer = setTimeout(() => socket.destroy(), lingerMs);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
  req.resume();
  if (res.headersSent) {
    socket.destroy();
    return;
  }
  res.writeHead(413, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
    "x-should-retry": "false"
  });
  res.end(text);
}

// src/live/container/model-relay.ts
var PLACEHOLDER_CREDENTIAL = "cowork-harness-placeholder-credential";
function createModelRelay(onServed) {
  let resolveUp;
  const up = new Promise((r) => resolveUp = r);
  return {
    setUpstream: (url, credentials = {}) => resolveUp({ url: new URL(url), credentials }),
    upstream: () => up,
    ...onServed ? { onServed } : {}
  };
}
var UPSTREAM_WAIT_MS = 3e4;
var RELAYED_PATHS = /* @__PURE__ */ new Set(["/v1/messages", "/v1/messages/count_tokens"]);
var LOGGED_PATH_CHARS = 2048;
var SCAN_CAP = 64 * 1024 * 1024;
function servedIds(body) {
  const out = { toolUseIds: [] };
  const visit = (o) => {
    if (o === null || typeof o !== "object") return;
    const m = o;
    if (m.type === "message" && typeof m.id === "string") out.messageId ??= m.id;
    if (m.type === "tool_use" && typeof m.id === "string" && !out.toolUseIds.includes(m.id)) out.toolUseIds.push(m.id);
    for (const v of Object.values(m)) if (v !== null && typeof v === "object") visit(v);
  };
  const trimmed = body.trimStart();
  const chunks = trimmed.startsWith("{") ? [trimmed] : body.split("\n").filter((l) => l.startsWith("data:")).map((l) => l.slice(5));
  for (const c of chunks) {
    try {
      visit(JSON.parse(c));
    } catch {
    }
  }
  return out;
}
function upstreamHeaders(headers, host, creds) {
  const out = {};
  for (const [k, v] of Object.entries(headers)) {
    if (v === void 0 || k === "proxy-connection" || k === "proxy-authorization") continue;
    out[k] = v;
  }
  out.host = host;
  if (creds.apiKey !== void 0 && out["x-api-key"] === PLACEHOLDER_CREDENTIAL) out["x-api-key"] = creds.apiKey;
  if (creds.oauthToken !== void 0 && out.authorization === `Bearer ${PLACEHOLDER_CREDENTIAL}`)
    out.authorization = `Bearer ${creds.oauthToken}`;
  return out;
}
function answerUpstreamError(entry, res, e) {
  entry.reason = `upstream_error: ${e.message}`;
  if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
  res.end(`upstream error: ${e.message}
`);
}
function relayDecision(method, rawUrl) {
  const path = (rawUrl ?? "/").split("?")[0];
  if (method === "POST" && RELAYED_PATHS.has(path)) return "relay";
  if ((method === "GET" || method === "HEAD") && path === "/") return "root";
  return "refuse";
}
function answerLocally(relay, req, res, log, root) {
  const method = (req.method ?? "GET").slice(0, 16);
  const path = (req.url ?? "/").split("?")[0].slice(0, LOGGED_PATH_CHARS);
  if (root) {
    res.writeHead(200, { "content-type": "text/plain" });
    res.end(method === "HEAD" ? void 0 : "model relay\n");
    return;
  }
  const text = JSON.stringify({
    type: "error",
    error: {
      type: "not_found_error",
      message: `model relay: only POST ${[...RELAYED_PATHS].join(" and ")} are relayed, not ${method} ${path}`
    }
  });
  res.writeHead(404, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
  req.resume();
  void relay.upstream().then(
    ({ url }) => log({
      host: url.hostname,
      port: upstreamPort(url),
      allowed: false,
      method,
      path,
      reason: "not_a_model_endpoint: refused by the model relay"
    })
  );
}
var upstreamPort = (url) => url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
function relayBody(req, res, upstream, refused) {
  const admit = countBody(req, res, {}, (why) => {
    refused();
    req.unpipe(counter);
    upstream.destroy();
    answerTooLarge(req, res, tooLargeBody(`model relay: ${why}`));
  });
  const counter = new Transform({
    transform(chunk, _enc, done) {
      done(null, admit(chunk) ? chunk : void 0);
    }
  });
  req.pipe(counter).pipe(upstream);
}
function relayToModel(relay, req, res, log) {
  const decision = relayDecision(req.method, req.url);
  if (decision !== "relay") return answerLocally(relay, req, res, log, decision === "root");
  const declared = declaredTooLarge(req);
  if (declared !== void 0) return answerTooLarge(req, res, tooLargeBody(`model relay: ${declared}`));
  const timer = setTimeout(() => {
    if (!res.headersSent) res.writeHead(503, { "content-type": "text/plain" });
    res.end("model endpoint not set\n");
  }, UPSTREAM_WAIT_MS);
  void relay.upstream().then(({ url, credentials }) => {
    clearTimeout(timer);
    if (res.writableEnded) return;
    const https = url.protocol === "https:";
    const port = upstreamPort(url);
    const base = url.pathname.replace(/\/+$/, "");
    const path = `${base}${req.url ?? "/"}`;
    const entry = log({
      host: url.hostname,
      port,
      allowed: true,
      method: req.method ?? "GET",
      path: path.split("?")[0]
    });
    const send = https ? httpsRequest : httpRequest;
    let tooLarge = false;
    const upstream = send(
      {
        host: url.hostname,
        port,
        method: req.method,
        path,
        headers: upstreamHeaders(req.headers, url.host, credentials)
      },
      (up) => {
        if (tooLarge) return void up.destroy();
        res.writeHead(up.statusCode ?? 502, up.headers);
        const parts = [];
        let kept = 0;
        up.on("data", (c) => {
          if (kept < SCAN_CAP) {
            parts.push(c);
            kept += c.length;
          }
        });
        up.on("end", () => {
          const served = servedIds(Buffer.concat(parts).toString("utf8"));
          if (served.messageId !== void 0 || served.toolUseIds.length > 0) relay.onServed?.(served);
        });
        up.pipe(res);
      }
    );
    upstream.on("error", (e) => {
      if (!tooLarge) answerUpstreamError(entry, res, e);
    });
    relayBody(req, res, upstream, () => {
      tooLarge = true;
      entry.reason = "request_too_large: the body passed the Messages API's own limit; not relayed";
    });
  });
}

// src/live/container/egress-proxy.ts
import {
  request as httpRequest2,
  createServer
} from "node:http";
import { lookup } from "node:dns/promises";
import { connect } from "node:net";

// src/live/container/egress-allowlist.ts
function normalizeHost(h) {
  return h.trim().toLowerCase().replace(/\.$/, "").replace(/^\[(.*)\]$/, "$1");
}
function parseAllowlist(entries, source = "egress allowlist") {
  return entries.map((raw) => {
    if (raw === "*") return { kind: "any" };
    if (raw.length === 0 || /\s/.test(raw) || raw.includes("://") || raw.includes("/") || /:\d+$/.test(raw) || raw.includes("@")) {
      throw new HarnessError(
        `${source}: "${raw}" is not a host \u2014 use a bare host like example.com or *.example.com (no scheme, path, port or spaces)`
      );
    }
    if (raw.startsWith("*.")) {
      const suffix = normalizeHost(raw.slice(2));
      if (suffix === "" || suffix.includes("*"))
        throw new HarnessError(`${source}: "${raw}" is not a valid wildcard \u2014 use *.example.com`);
      return { kind: "subdomains", suffix };
    }
    if (raw.includes("*")) throw new HarnessError(`${source}: "${raw}" \u2014 a wildcard is only allowed as a leading "*."`);
    return { kind: "host", host: normalizeHost(raw) };
  });
}
function hostAllowed(host, rules) {
  const h = normalizeHost(host);
  return rules.some((r) => {
    if (r.kind === "any") return true;
    if (r.kind === "host") return h === r.host || h.endsWith(`.${r.host}`);
    return h.endsWith(`.${r.suffix}`);
  });
}
function sessionAllowlist(egress, baselineDomains = []) {
  return egress.unrestricted ? ["*"] : [...baselineDomains, ...egress.extra_allow];
}

// src/live/container/address-literal.ts
var import_ipaddr = __toESM(require_ipaddr(), 1);
function looksNumeric(host) {
  const last = host.replace(/\.$/, "").split(".").pop() ?? "";
  return /^(?:0x[0-9a-f]*|[0-9]+)$/i.test(last);
}
var zeros = (parts, from, to) => parts.slice(from, to).every((p) => p === 0);
var v4Of = (hi, lo) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
function embedded(parts) {
  const [p0, p1, p2, , p4, p5, p6 = 0, p7 = 0] = parts;
  if (zeros(parts, 0, 5) && p5 === 65535) return { v4: v4Of(p6, p7), direct: true };
  if (zeros(parts, 0, 4) && p4 === 65535 && p5 === 0) return { v4: v4Of(p6, p7), direct: true };
  if (zeros(parts, 0, 6)) return { v4: v4Of(p6, p7), direct: false };
  if (p0 === 100 && p1 === 65435 && zeros(parts, 2, 6)) return { v4: v4Of(p6, p7), direct: false };
  if (p0 === 8194) return { v4: v4Of(p1 ?? 0, p2 ?? 0), direct: false };
  return void 0;
}
function parse(text) {
  if (text.includes("%") || !import_ipaddr.default.isValid(text)) return void 0;
  try {
    return import_ipaddr.default.parse(text);
  } catch {
    return void 0;
  }
}
function addressLiteral(text) {
  const address = parse(text.replace(/^\[(.*)\]$/, "$1"));
  if (address === void 0) return void 0;
  if (address.kind() === "ipv4")
    return { judged: address.toString(), v4: true, connect: address.toString(), range: address.range() };
  const v6 = address;
  const canonical = v6.toRFC5952String();
  const inner = embedded(v6.parts);
  if (inner)
    return {
      judged: inner.v4,
      v4: true,
      connect: inner.direct ? inner.v4 : canonical,
      range: import_ipaddr.default.IPv4.parse(inner.v4).range()
    };
  return { judged: canonical, v4: false, connect: canonical, range: v6.range() };
}
function comparableAddress(text) {
  return addressLiteral(text)?.judged ?? text.trim().toLowerCase();
}

// src/live/container/private-address.ts
var PUBLIC_V4 = /* @__PURE__ */ new Set(["unicast", "as112", "amt"]);
var PUBLIC_V6 = /* @__PURE__ */ new Set(["unicast", "as112v6", "amt"]);
function globalUnicast(v6) {
  const first = parseInt(v6.split(":")[0] || "0", 16);
  return (first & 57344) === 8192;
}
function isPrivateLiteral(a) {
  if (a.v4) return !PUBLIC_V4.has(a.range);
  return !(PUBLIC_V6.has(a.range) && globalUnicast(a.judged));
}
function ownAddressSet(addresses) {
  return new Set(addresses.map(comparableAddress));
}

// src/live/container/attempt-log.ts
var MAX_ATTEMPTS_IN_FULL = 1e3;
var MAX_DISTINCT_ATTEMPTS = 1e4;
var AttemptLog = class {
  /** the attempts kept, in arrival order */
  kept = [];
  /** attempts not kept */
  dropped = 0;
  seen = /* @__PURE__ */ new Set();
  add(a) {
    const key = `${a.host}\0${a.port}\0${a.decision}`;
    const fresh = !this.seen.has(key);
    if (this.kept.length < MAX_ATTEMPTS_IN_FULL || fresh && this.kept.length < MAX_DISTINCT_ATTEMPTS) {
      this.kept.push(a);
      this.seen.add(key);
    } else this.dropped++;
  }
};

// src/live/container/egress-proxy.ts
var NO_PROXY_HOSTS = "localhost,127.0.0.1,::1";
function proxyEnvFor(url) {
  return {
    HTTP_PROXY: url,
    HTTPS_PROXY: url,
    http_proxy: url,
    https_proxy: url,
    NO_PROXY: NO_PROXY_HOSTS,
    no_proxy: NO_PROXY_HOSTS
  };
}
async function targetAddresses(host) {
  const literal = addressLiteral(host);
  if (literal) return [literal];
  if (/[:%]/.test(host) || looksNumeric(host))
    return { reason: "not_an_address: the target is neither a host name nor an IP address" };
  let resolved;
  try {
    resolved = (await lookup(host, { all: true })).map((a) => a.address);
  } catch (e) {
    return { reason: `dns_error: ${e.code ?? String(e)}` };
  }
  const parsed = resolved.map(addressLiteral);
  if (parsed.length === 0) return { reason: "dns_error: no address" };
  return parsed.every((a) => a !== void 0) ? parsed : { reason: "dns_error: an answer is not an address" };
}
async function vetTarget(host, rules, denyPrivate, deny) {
  if (!denyPrivate) return { address: host };
  const named = rules.some((r) => r.kind === "host" && r.host === host.toLowerCase().replace(/\.$/, ""));
  const addresses = await targetAddresses(host);
  if ("reason" in addresses) return addresses;
  if (addresses.some((a) => deny.has(a.judged)))
    return { reason: "this_machine: this machine's own address is out of reach" };
  if (!named && addresses.some(isPrivateLiteral))
    return { reason: "private_address: this machine and its networks are out of reach" };
  return { address: addresses[0].connect };
}
function splitAuthority(authority, defaultPort) {
  const m = /^\[([^\]]+)\](?::(\d+))?$/.exec(authority) ?? /^([^:]+)(?::(\d+))?$/.exec(authority);
  if (!m) return { host: authority, port: defaultPort };
  const port = m[2] ? Number(m[2]) : defaultPort;
  return port >= 1 && port <= 65535 ? { host: m[1], port } : void 0;
}
async function startEgressProxy(opts) {
  const rules = parseAllowlist(opts.allow);
  const deny = ownAddressSet(opts.deny ?? []);
  const attempts = new AttemptLog();
  const sockets = /* @__PURE__ */ new Set();
  const log = (a) => {
    const entry = { ts: (/* @__PURE__ */ new Date()).toISOString(), ...a, decision: a.allowed ? "allow" : "deny" };
    attempts.add(entry);
    opts.onAttempt?.(entry);
    return entry;
  };
  const server = createServer((req, res) => {
    let url2;
    if (opts.relay && (req.url ?? "").startsWith("/")) {
      relayToModel(opts.relay, req, res, (a) => log(a));
      return;
    }
    try {
      url2 = new URL(req.url ?? "");
    } catch {
      res.writeHead(400, { "content-type": "text/plain" }).end("proxy requests need an absolute URL\n");
      return;
    }
    const host = url2.hostname.replace(/^\[(.*)\]$/, "$1");
    const port2 = url2.port ? Number(url2.port) : 80;
    const allowed = url2.protocol === "http:" && hostAllowed(host, rules);
    if (!allowed) {
      log({ host, port: port2, allowed, method: req.method ?? "GET", path: url2.pathname });
      res.writeHead(403, { "content-type": "text/plain" }).end(`egress denied: ${host}
`);
      return;
    }
    req.pause();
    void vetTarget(host, rules, opts.denyPrivate === true, deny).then((vet) => {
      const entry = log({
        host,
        port: port2,
        allowed: "address" in vet,
        method: req.method ?? "GET",
        path: url2.pathname,
        ..."reason" in vet ? { reason: vet.reason } : {}
      });
      if ("reason" in vet) {
        res.writeHead(403, { "content-type": "text/plain" }).end(`egress denied: ${host} (${vet.reason})
`);
        return;
      }
      const upstream = httpRequest2(
        {
          host: vet.address,
          port: port2,
          method: req.method,
          path: `${url2.pathname}${url2.search}`,
          headers: { ...req.headers, host: url2.host }
        },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        }
      );
      upstream.on("error", (e) => answerUpstreamError(entry, res, e));
      req.pipe(upstream);
      req.resume();
    });
  });
  server.on("connect", (req, client, head) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => client.destroy());
    const target = splitAuthority(req.url ?? "", 443);
    if (target === void 0) {
      log({
        host: (req.url ?? "").slice(0, 300),
        port: 0,
        allowed: false,
        method: "CONNECT",
        reason: "bad_target: the port is not 1-65535"
      });
      client.end(
        "HTTP/1.1 400 Bad Request\r\ncontent-type: text/plain\r\nconnection: close\r\n\r\negress denied: the port is not 1-65535\n"
      );
      return;
    }
    const { host, port: port2 } = target;
    const allowed = hostAllowed(host, rules);
    if (!allowed) {
      log({ host, port: port2, allowed, method: "CONNECT" });
      client.end("HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\nconnection: close\r\n\r\negress denied\n");
      return;
    }
    void vetTarget(host, rules, opts.denyPrivate === true, deny).then((vet) => {
      const entry = log({
        host,
        port: port2,
        allowed: "address" in vet,
        method: "CONNECT",
        ..."reason" in vet ? { reason: vet.reason } : {}
      });
      if ("reason" in vet) {
        client.end(
          `HTTP/1.1 403 Forbidden\r
content-type: text/plain\r
connection: close\r
\r
egress denied (${vet.reason})
`
        );
        return;
      }
      const upstream = connect({ host: vet.address, port: port2 });
      sockets.add(upstream);
      upstream.on("close", () => sockets.delete(upstream));
      let connected = false;
      upstream.once("connect", () => {
        connected = true;
        client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
        if (head.length > 0) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.on("error", (e) => {
        if (!connected) {
          entry.reason = `upstream_error: ${e.message}`;
          client.end("HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\n\r\n");
        } else client.destroy();
      });
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    if (opts.socketPath !== void 0) server.listen(opts.socketPath, () => resolve());
    else server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const url = `http://${opts.host && opts.host !== "0.0.0.0" ? opts.host : "127.0.0.1"}:${port}`;
  return {
    url,
    port,
    attempts: attempts.kept,
    proxyEnv: () => proxyEnvFor(url),
    close: () => new Promise((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
      server.closeAllConnections();
    })
  };
}

export {
  BodyBudget,
  readBoundedBody,
  tooLargeBody,
  answerTooLarge,
  parseAllowlist,
  hostAllowed,
  sessionAllowlist,
  PLACEHOLDER_CREDENTIAL,
  createModelRelay,
  AttemptLog,
  proxyEnvFor,
  startEgressProxy
};

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x3) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x3, {
  get: (a, b3) => (typeof require !== "undefined" ? require : a)[b3]
}) : x3)(function(x3) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x3 + '" is not supported');
});
var __esm = (fn2, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn2 && (res = (0, fn2[__getOwnPropNames(fn2)[0]])(fn2 = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to2, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to2, key) && key !== except)
        __defProp(to2, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to2;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// src/util/errors.ts
function oneLine(e) {
  const msg = e instanceof Error ? e.message : String(e);
  return msg.split("\n")[0] ?? "";
}
var EXIT, HarnessError, UsageError;
var init_errors = __esm({
  "src/util/errors.ts"() {
    "use strict";
    EXIT = {
      ok: 0,
      /** a verdict failed / a finding was made */
      fail: 1,
      /** usage error, unreadable or invalid input */
      usage: 2,
      /** could not verify (verify command) */
      unverifiable: 3,
      /** a live run refused before the agent started: the agent image lacks a capability the scenario requires */
      boundary: 3
    };
    HarnessError = class extends Error {
      constructor(message, exitCode = EXIT.usage, category = "input") {
        super(message);
        this.exitCode = exitCode;
        this.category = category;
        this.name = "HarnessError";
      }
      exitCode;
      category;
    };
    UsageError = class extends HarnessError {
      constructor(message, hint) {
        super(message, EXIT.usage, "usage");
        this.hint = hint;
        this.name = "UsageError";
      }
      hint;
    };
  }
});

// node_modules/@simple-git/args-pathspec/dist/index.mjs
function c(...n) {
  const e = new String(n);
  return t.set(e, n), e;
}
function r(n) {
  return n instanceof String && t.has(n);
}
function o(n) {
  return t.get(n) ?? [];
}
var t;
var init_dist = __esm({
  "node_modules/@simple-git/args-pathspec/dist/index.mjs"() {
    t = /* @__PURE__ */ new WeakMap();
  }
});

// node_modules/ms/index.js
var require_ms = __commonJS({
  "node_modules/ms/index.js"(exports, module) {
    var s = 1e3;
    var m2 = s * 60;
    var h3 = m2 * 60;
    var d2 = h3 * 24;
    var w2 = d2 * 7;
    var y2 = d2 * 365.25;
    module.exports = function(val, options) {
      options = options || {};
      var type = typeof val;
      if (type === "string" && val.length > 0) {
        return parse3(val);
      } else if (type === "number" && isFinite(val)) {
        return options.long ? fmtLong(val) : fmtShort(val);
      }
      throw new Error(
        "val is not a non-empty string or a valid number. val=" + JSON.stringify(val)
      );
    };
    function parse3(str) {
      str = String(str);
      if (str.length > 100) {
        return;
      }
      var match = /^(-?(?:\d+)?\.?\d+) *(milliseconds?|msecs?|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|w|years?|yrs?|y)?$/i.exec(
        str
      );
      if (!match) {
        return;
      }
      var n = parseFloat(match[1]);
      var type = (match[2] || "ms").toLowerCase();
      switch (type) {
        case "years":
        case "year":
        case "yrs":
        case "yr":
        case "y":
          return n * y2;
        case "weeks":
        case "week":
        case "w":
          return n * w2;
        case "days":
        case "day":
        case "d":
          return n * d2;
        case "hours":
        case "hour":
        case "hrs":
        case "hr":
        case "h":
          return n * h3;
        case "minutes":
        case "minute":
        case "mins":
        case "min":
        case "m":
          return n * m2;
        case "seconds":
        case "second":
        case "secs":
        case "sec":
        case "s":
          return n * s;
        case "milliseconds":
        case "millisecond":
        case "msecs":
        case "msec":
        case "ms":
          return n;
        default:
          return void 0;
      }
    }
    function fmtShort(ms2) {
      var msAbs = Math.abs(ms2);
      if (msAbs >= d2) {
        return Math.round(ms2 / d2) + "d";
      }
      if (msAbs >= h3) {
        return Math.round(ms2 / h3) + "h";
      }
      if (msAbs >= m2) {
        return Math.round(ms2 / m2) + "m";
      }
      if (msAbs >= s) {
        return Math.round(ms2 / s) + "s";
      }
      return ms2 + "ms";
    }
    function fmtLong(ms2) {
      var msAbs = Math.abs(ms2);
      if (msAbs >= d2) {
        return plural(ms2, msAbs, d2, "day");
      }
      if (msAbs >= h3) {
        return plural(ms2, msAbs, h3, "hour");
      }
      if (msAbs >= m2) {
        return plural(ms2, msAbs, m2, "minute");
      }
      if (msAbs >= s) {
        return plural(ms2, msAbs, s, "second");
      }
      return ms2 + " ms";
    }
    function plural(ms2, msAbs, n, name) {
      var isPlural = msAbs >= n * 1.5;
      return Math.round(ms2 / n) + " " + name + (isPlural ? "s" : "");
    }
  }
});

// node_modules/debug/src/common.js
var require_common = __commonJS({
  "node_modules/debug/src/common.js"(exports, module) {
    function setup(env) {
      createDebug.debug = createDebug;
      createDebug.default = createDebug;
      createDebug.coerce = coerce;
      createDebug.disable = disable;
      createDebug.enable = enable;
      createDebug.enabled = enabled;
      createDebug.humanize = require_ms();
      createDebug.destroy = destroy;
      Object.keys(env).forEach((key) => {
        createDebug[key] = env[key];
      });
      createDebug.names = [];
      createDebug.skips = [];
      createDebug.formatters = {};
      function selectColor(namespace) {
        let hash = 0;
        for (let i = 0; i < namespace.length; i++) {
          hash = (hash << 5) - hash + namespace.charCodeAt(i);
          hash |= 0;
        }
        return createDebug.colors[Math.abs(hash) % createDebug.colors.length];
      }
      createDebug.selectColor = selectColor;
      function createDebug(namespace) {
        let prevTime;
        let enableOverride = null;
        let namespacesCache;
        let enabledCache;
        function debug(...args) {
          if (!debug.enabled) {
            return;
          }
          const self2 = debug;
          const curr = Number(/* @__PURE__ */ new Date());
          const ms2 = curr - (prevTime || curr);
          self2.diff = ms2;
          self2.prev = prevTime;
          self2.curr = curr;
          prevTime = curr;
          args[0] = createDebug.coerce(args[0]);
          if (typeof args[0] !== "string") {
            args.unshift("%O");
          }
          let index = 0;
          args[0] = args[0].replace(/%([a-zA-Z%])/g, (match, format) => {
            if (match === "%%") {
              return "%";
            }
            index++;
            const formatter = createDebug.formatters[format];
            if (typeof formatter === "function") {
              const val = args[index];
              match = formatter.call(self2, val);
              args.splice(index, 1);
              index--;
            }
            return match;
          });
          createDebug.formatArgs.call(self2, args);
          const logFn = self2.log || createDebug.log;
          logFn.apply(self2, args);
        }
        debug.namespace = namespace;
        debug.useColors = createDebug.useColors();
        debug.color = createDebug.selectColor(namespace);
        debug.extend = extend2;
        debug.destroy = createDebug.destroy;
        Object.defineProperty(debug, "enabled", {
          enumerable: true,
          configurable: false,
          get: () => {
            if (enableOverride !== null) {
              return enableOverride;
            }
            if (namespacesCache !== createDebug.namespaces) {
              namespacesCache = createDebug.namespaces;
              enabledCache = createDebug.enabled(namespace);
            }
            return enabledCache;
          },
          set: (v2) => {
            enableOverride = v2;
          }
        });
        if (typeof createDebug.init === "function") {
          createDebug.init(debug);
        }
        return debug;
      }
      function extend2(namespace, delimiter) {
        const newDebug = createDebug(this.namespace + (typeof delimiter === "undefined" ? ":" : delimiter) + namespace);
        newDebug.log = this.log;
        return newDebug;
      }
      function enable(namespaces) {
        createDebug.save(namespaces);
        createDebug.namespaces = namespaces;
        createDebug.names = [];
        createDebug.skips = [];
        const split = (typeof namespaces === "string" ? namespaces : "").trim().replace(/\s+/g, ",").split(",").filter(Boolean);
        for (const ns2 of split) {
          if (ns2[0] === "-") {
            createDebug.skips.push(ns2.slice(1));
          } else {
            createDebug.names.push(ns2);
          }
        }
      }
      function matchesTemplate(search, template) {
        let searchIndex = 0;
        let templateIndex = 0;
        let starIndex = -1;
        let matchIndex = 0;
        while (searchIndex < search.length) {
          if (templateIndex < template.length && (template[templateIndex] === search[searchIndex] || template[templateIndex] === "*")) {
            if (template[templateIndex] === "*") {
              starIndex = templateIndex;
              matchIndex = searchIndex;
              templateIndex++;
            } else {
              searchIndex++;
              templateIndex++;
            }
          } else if (starIndex !== -1) {
            templateIndex = starIndex + 1;
            matchIndex++;
            searchIndex = matchIndex;
          } else {
            return false;
          }
        }
        while (templateIndex < template.length && template[templateIndex] === "*") {
          templateIndex++;
        }
        return templateIndex === template.length;
      }
      function disable() {
        const namespaces = [
          ...createDebug.names,
          ...createDebug.skips.map((namespace) => "-" + namespace)
        ].join(",");
        createDebug.enable("");
        return namespaces;
      }
      function enabled(name) {
        for (const skip of createDebug.skips) {
          if (matchesTemplate(name, skip)) {
            return false;
          }
        }
        for (const ns2 of createDebug.names) {
          if (matchesTemplate(name, ns2)) {
            return true;
          }
        }
        return false;
      }
      function coerce(val) {
        if (val instanceof Error) {
          return val.stack || val.message;
        }
        return val;
      }
      function destroy() {
        console.warn("Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`.");
      }
      createDebug.enable(createDebug.load());
      return createDebug;
    }
    module.exports = setup;
  }
});

// node_modules/debug/src/browser.js
var require_browser = __commonJS({
  "node_modules/debug/src/browser.js"(exports, module) {
    exports.formatArgs = formatArgs;
    exports.save = save;
    exports.load = load;
    exports.useColors = useColors;
    exports.storage = localstorage();
    exports.destroy = /* @__PURE__ */ (() => {
      let warned = false;
      return () => {
        if (!warned) {
          warned = true;
          console.warn("Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`.");
        }
      };
    })();
    exports.colors = [
      "#0000CC",
      "#0000FF",
      "#0033CC",
      "#0033FF",
      "#0066CC",
      "#0066FF",
      "#0099CC",
      "#0099FF",
      "#00CC00",
      "#00CC33",
      "#00CC66",
      "#00CC99",
      "#00CCCC",
      "#00CCFF",
      "#3300CC",
      "#3300FF",
      "#3333CC",
      "#3333FF",
      "#3366CC",
      "#3366FF",
      "#3399CC",
      "#3399FF",
      "#33CC00",
      "#33CC33",
      "#33CC66",
      "#33CC99",
      "#33CCCC",
      "#33CCFF",
      "#6600CC",
      "#6600FF",
      "#6633CC",
      "#6633FF",
      "#66CC00",
      "#66CC33",
      "#9900CC",
      "#9900FF",
      "#9933CC",
      "#9933FF",
      "#99CC00",
      "#99CC33",
      "#CC0000",
      "#CC0033",
      "#CC0066",
      "#CC0099",
      "#CC00CC",
      "#CC00FF",
      "#CC3300",
      "#CC3333",
      "#CC3366",
      "#CC3399",
      "#CC33CC",
      "#CC33FF",
      "#CC6600",
      "#CC6633",
      "#CC9900",
      "#CC9933",
      "#CCCC00",
      "#CCCC33",
      "#FF0000",
      "#FF0033",
      "#FF0066",
      "#FF0099",
      "#FF00CC",
      "#FF00FF",
      "#FF3300",
      "#FF3333",
      "#FF3366",
      "#FF3399",
      "#FF33CC",
      "#FF33FF",
      "#FF6600",
      "#FF6633",
      "#FF9900",
      "#FF9933",
      "#FFCC00",
      "#FFCC33"
    ];
    function useColors() {
      if (typeof window !== "undefined" && window.process && (window.process.type === "renderer" || window.process.__nwjs)) {
        return true;
      }
      if (typeof navigator !== "undefined" && navigator.userAgent && navigator.userAgent.toLowerCase().match(/(edge|trident)\/(\d+)/)) {
        return false;
      }
      let m2;
      return typeof document !== "undefined" && document.documentElement && document.documentElement.style && document.documentElement.style.WebkitAppearance || // Is firebug? http://stackoverflow.com/a/398120/376773
      typeof window !== "undefined" && window.console && (window.console.firebug || window.console.exception && window.console.table) || // Is firefox >= v31?
      // https://developer.mozilla.org/en-US/docs/Tools/Web_Console#Styling_messages
      typeof navigator !== "undefined" && navigator.userAgent && (m2 = navigator.userAgent.toLowerCase().match(/firefox\/(\d+)/)) && parseInt(m2[1], 10) >= 31 || // Double check webkit in userAgent just in case we are in a worker
      typeof navigator !== "undefined" && navigator.userAgent && navigator.userAgent.toLowerCase().match(/applewebkit\/(\d+)/);
    }
    function formatArgs(args) {
      args[0] = (this.useColors ? "%c" : "") + this.namespace + (this.useColors ? " %c" : " ") + args[0] + (this.useColors ? "%c " : " ") + "+" + module.exports.humanize(this.diff);
      if (!this.useColors) {
        return;
      }
      const c3 = "color: " + this.color;
      args.splice(1, 0, c3, "color: inherit");
      let index = 0;
      let lastC = 0;
      args[0].replace(/%[a-zA-Z%]/g, (match) => {
        if (match === "%%") {
          return;
        }
        index++;
        if (match === "%c") {
          lastC = index;
        }
      });
      args.splice(lastC, 0, c3);
    }
    exports.log = console.debug || console.log || (() => {
    });
    function save(namespaces) {
      try {
        if (namespaces) {
          exports.storage.setItem("debug", namespaces);
        } else {
          exports.storage.removeItem("debug");
        }
      } catch (error2) {
      }
    }
    function load() {
      let r2;
      try {
        r2 = exports.storage.getItem("debug") || exports.storage.getItem("DEBUG");
      } catch (error2) {
      }
      if (!r2 && typeof process !== "undefined" && "env" in process) {
        r2 = process.env.DEBUG;
      }
      return r2;
    }
    function localstorage() {
      try {
        return localStorage;
      } catch (error2) {
      }
    }
    module.exports = require_common()(exports);
    var { formatters } = module.exports;
    formatters.j = function(v2) {
      try {
        return JSON.stringify(v2);
      } catch (error2) {
        return "[UnexpectedJSONParseError]: " + error2.message;
      }
    };
  }
});

// node_modules/has-flag/index.js
var require_has_flag = __commonJS({
  "node_modules/has-flag/index.js"(exports, module) {
    "use strict";
    module.exports = (flag, argv = process.argv) => {
      const prefix = flag.startsWith("-") ? "" : flag.length === 1 ? "-" : "--";
      const position = argv.indexOf(prefix + flag);
      const terminatorPosition = argv.indexOf("--");
      return position !== -1 && (terminatorPosition === -1 || position < terminatorPosition);
    };
  }
});

// node_modules/supports-color/index.js
var require_supports_color = __commonJS({
  "node_modules/supports-color/index.js"(exports, module) {
    "use strict";
    var os2 = __require("os");
    var tty = __require("tty");
    var hasFlag = require_has_flag();
    var { env } = process;
    var forceColor;
    if (hasFlag("no-color") || hasFlag("no-colors") || hasFlag("color=false") || hasFlag("color=never")) {
      forceColor = 0;
    } else if (hasFlag("color") || hasFlag("colors") || hasFlag("color=true") || hasFlag("color=always")) {
      forceColor = 1;
    }
    if ("FORCE_COLOR" in env) {
      if (env.FORCE_COLOR === "true") {
        forceColor = 1;
      } else if (env.FORCE_COLOR === "false") {
        forceColor = 0;
      } else {
        forceColor = env.FORCE_COLOR.length === 0 ? 1 : Math.min(parseInt(env.FORCE_COLOR, 10), 3);
      }
    }
    function translateLevel(level) {
      if (level === 0) {
        return false;
      }
      return {
        level,
        hasBasic: true,
        has256: level >= 2,
        has16m: level >= 3
      };
    }
    function supportsColor(haveStream, streamIsTTY) {
      if (forceColor === 0) {
        return 0;
      }
      if (hasFlag("color=16m") || hasFlag("color=full") || hasFlag("color=truecolor")) {
        return 3;
      }
      if (hasFlag("color=256")) {
        return 2;
      }
      if (haveStream && !streamIsTTY && forceColor === void 0) {
        return 0;
      }
      const min = forceColor || 0;
      if (env.TERM === "dumb") {
        return min;
      }
      if (process.platform === "win32") {
        const osRelease = os2.release().split(".");
        if (Number(osRelease[0]) >= 10 && Number(osRelease[2]) >= 10586) {
          return Number(osRelease[2]) >= 14931 ? 3 : 2;
        }
        return 1;
      }
      if ("CI" in env) {
        if (["TRAVIS", "CIRCLECI", "APPVEYOR", "GITLAB_CI", "GITHUB_ACTIONS", "BUILDKITE"].some((sign) => sign in env) || env.CI_NAME === "codeship") {
          return 1;
        }
        return min;
      }
      if ("TEAMCITY_VERSION" in env) {
        return /^(9\.(0*[1-9]\d*)\.|\d{2,}\.)/.test(env.TEAMCITY_VERSION) ? 1 : 0;
      }
      if (env.COLORTERM === "truecolor") {
        return 3;
      }
      if ("TERM_PROGRAM" in env) {
        const version2 = parseInt((env.TERM_PROGRAM_VERSION || "").split(".")[0], 10);
        switch (env.TERM_PROGRAM) {
          case "iTerm.app":
            return version2 >= 3 ? 3 : 2;
          case "Apple_Terminal":
            return 2;
        }
      }
      if (/-256(color)?$/i.test(env.TERM)) {
        return 2;
      }
      if (/^screen|^xterm|^vt100|^vt220|^rxvt|color|ansi|cygwin|linux/i.test(env.TERM)) {
        return 1;
      }
      if ("COLORTERM" in env) {
        return 1;
      }
      return min;
    }
    function getSupportLevel(stream) {
      const level = supportsColor(stream, stream && stream.isTTY);
      return translateLevel(level);
    }
    module.exports = {
      supportsColor: getSupportLevel,
      stdout: translateLevel(supportsColor(true, tty.isatty(1))),
      stderr: translateLevel(supportsColor(true, tty.isatty(2)))
    };
  }
});

// node_modules/debug/src/node.js
var require_node = __commonJS({
  "node_modules/debug/src/node.js"(exports, module) {
    var tty = __require("tty");
    var util = __require("util");
    exports.init = init;
    exports.log = log;
    exports.formatArgs = formatArgs;
    exports.save = save;
    exports.load = load;
    exports.useColors = useColors;
    exports.destroy = util.deprecate(
      () => {
      },
      "Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`."
    );
    exports.colors = [6, 2, 3, 4, 5, 1];
    try {
      const supportsColor = require_supports_color();
      if (supportsColor && (supportsColor.stderr || supportsColor).level >= 2) {
        exports.colors = [
          20,
          21,
          26,
          27,
          32,
          33,
          38,
          39,
          40,
          41,
          42,
          43,
          44,
          45,
          56,
          57,
          62,
          63,
          68,
          69,
          74,
          75,
          76,
          77,
          78,
          79,
          80,
          81,
          92,
          93,
          98,
          99,
          112,
          113,
          128,
          129,
          134,
          135,
          148,
          149,
          160,
          161,
          162,
          163,
          164,
          165,
          166,
          167,
          168,
          169,
          170,
          171,
          172,
          173,
          178,
          179,
          184,
          185,
          196,
          197,
          198,
          199,
          200,
          201,
          202,
          203,
          204,
          205,
          206,
          207,
          208,
          209,
          214,
          215,
          220,
          221
        ];
      }
    } catch (error2) {
    }
    exports.inspectOpts = Object.keys(process.env).filter((key) => {
      return /^debug_/i.test(key);
    }).reduce((obj, key) => {
      const prop = key.substring(6).toLowerCase().replace(/_([a-z])/g, (_3, k2) => {
        return k2.toUpperCase();
      });
      let val = process.env[key];
      if (/^(yes|on|true|enabled)$/i.test(val)) {
        val = true;
      } else if (/^(no|off|false|disabled)$/i.test(val)) {
        val = false;
      } else if (val === "null") {
        val = null;
      } else {
        val = Number(val);
      }
      obj[prop] = val;
      return obj;
    }, {});
    function useColors() {
      return "colors" in exports.inspectOpts ? Boolean(exports.inspectOpts.colors) : tty.isatty(process.stderr.fd);
    }
    function formatArgs(args) {
      const { namespace: name, useColors: useColors2 } = this;
      if (useColors2) {
        const c3 = this.color;
        const colorCode = "\x1B[3" + (c3 < 8 ? c3 : "8;5;" + c3);
        const prefix = `  ${colorCode};1m${name} \x1B[0m`;
        args[0] = prefix + args[0].split("\n").join("\n" + prefix);
        args.push(colorCode + "m+" + module.exports.humanize(this.diff) + "\x1B[0m");
      } else {
        args[0] = getDate() + name + " " + args[0];
      }
    }
    function getDate() {
      if (exports.inspectOpts.hideDate) {
        return "";
      }
      return (/* @__PURE__ */ new Date()).toISOString() + " ";
    }
    function log(...args) {
      return process.stderr.write(util.formatWithOptions(exports.inspectOpts, ...args) + "\n");
    }
    function save(namespaces) {
      if (namespaces) {
        process.env.DEBUG = namespaces;
      } else {
        delete process.env.DEBUG;
      }
    }
    function load() {
      return process.env.DEBUG;
    }
    function init(debug) {
      debug.inspectOpts = {};
      const keys = Object.keys(exports.inspectOpts);
      for (let i = 0; i < keys.length; i++) {
        debug.inspectOpts[keys[i]] = exports.inspectOpts[keys[i]];
      }
    }
    module.exports = require_common()(exports);
    var { formatters } = module.exports;
    formatters.o = function(v2) {
      this.inspectOpts.colors = this.useColors;
      return util.inspect(v2, this.inspectOpts).split("\n").map((str) => str.trim()).join(" ");
    };
    formatters.O = function(v2) {
      this.inspectOpts.colors = this.useColors;
      return util.inspect(v2, this.inspectOpts);
    };
  }
});

// node_modules/debug/src/index.js
var require_src = __commonJS({
  "node_modules/debug/src/index.js"(exports, module) {
    if (typeof process === "undefined" || process.type === "renderer" || process.browser === true || process.__nwjs) {
      module.exports = require_browser();
    } else {
      module.exports = require_node();
    }
  }
});

// node_modules/@kwsites/file-exists/dist/src/index.js
var require_src2 = __commonJS({
  "node_modules/@kwsites/file-exists/dist/src/index.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    var fs_1 = __require("fs");
    var debug_1 = __importDefault(require_src());
    var log = debug_1.default("@kwsites/file-exists");
    function check(path, isFile3, isDirectory3) {
      log(`checking %s`, path);
      try {
        const stat8 = fs_1.statSync(path);
        if (stat8.isFile() && isFile3) {
          log(`[OK] path represents a file`);
          return true;
        }
        if (stat8.isDirectory() && isDirectory3) {
          log(`[OK] path represents a directory`);
          return true;
        }
        log(`[FAIL] path represents something other than a file or directory`);
        return false;
      } catch (e) {
        if (e.code === "ENOENT") {
          log(`[FAIL] path is not accessible: %o`, e);
          return false;
        }
        log(`[FATAL] %o`, e);
        throw e;
      }
    }
    function exists2(path, type = exports.READABLE) {
      return check(path, (type & exports.FILE) > 0, (type & exports.FOLDER) > 0);
    }
    exports.exists = exists2;
    exports.FILE = 1;
    exports.FOLDER = 2;
    exports.READABLE = exports.FILE + exports.FOLDER;
  }
});

// node_modules/@kwsites/file-exists/dist/index.js
var require_dist = __commonJS({
  "node_modules/@kwsites/file-exists/dist/index.js"(exports) {
    "use strict";
    function __export2(m2) {
      for (var p2 in m2) if (!exports.hasOwnProperty(p2)) exports[p2] = m2[p2];
    }
    Object.defineProperty(exports, "__esModule", { value: true });
    __export2(require_src2());
  }
});

// node_modules/@kwsites/promise-deferred/dist/index.js
var require_dist2 = __commonJS({
  "node_modules/@kwsites/promise-deferred/dist/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.createDeferred = exports.deferred = void 0;
    function deferred() {
      let done;
      let fail3;
      let status = "pending";
      const promise = new Promise((_done, _fail) => {
        done = _done;
        fail3 = _fail;
      });
      return {
        promise,
        done(result) {
          if (status === "pending") {
            status = "resolved";
            done(result);
          }
        },
        fail(error2) {
          if (status === "pending") {
            status = "rejected";
            fail3(error2);
          }
        },
        get fulfilled() {
          return status !== "pending";
        },
        get status() {
          return status;
        }
      };
    }
    exports.deferred = deferred;
    exports.createDeferred = deferred;
    exports.default = deferred;
  }
});

// node_modules/@simple-git/argv-parser/dist/index.mjs
function* x(e, n) {
  const t2 = n === "global";
  for (const o2 of e)
    o2.isGlobal === t2 && (yield o2);
}
function A(e, n) {
  for (const { name: o2 } of x(e, "task")) {
    if (P.has(o2))
      return w(true, n);
    if (S.has(o2))
      return w(false, n);
  }
  const t2 = n.at(0)?.toLowerCase();
  return t2 === void 0 ? null : E.has(t2) ? w(true, n.slice(1)) : F.has(t2) ? w(false, n.slice(1)) : n.length === 1 ? w(false, n) : w(true, n);
}
function w(e = false, n = []) {
  const t2 = n.at(0)?.toLowerCase();
  return t2 === void 0 ? null : {
    isWrite: e,
    isRead: !e,
    key: t2,
    value: n.at(1)
  };
}
function O(e, n) {
  return n.isWrite && n.value !== void 0 ? { key: n.key, value: n.value, scope: e } : { key: n.key, scope: e };
}
function G(e) {
  const n = e?.indexOf("=") || -1;
  return !e || n < 0 ? null : {
    key: e.slice(0, n).trim().toLowerCase(),
    value: e.slice(n + 1)
  };
}
function M(e) {
  for (const { name: n } of x(e, "task"))
    switch (n) {
      case "--global":
        return "global";
      case "--system":
        return "system";
      case "--worktree":
        return "worktree";
      case "--local":
        return "local";
      case "--file":
      case "-f":
        return "file";
    }
  return "local";
}
function N({ name: e }) {
  if (e === "-c" || e === "--config")
    return "inline";
  if (e === "--config-env")
    return "env";
}
function* $(e) {
  for (const n of e) {
    const t2 = N(n), o2 = t2 && G(n.value);
    o2 && (yield {
      ...o2,
      scope: t2
    });
  }
}
function D(e, n, t2) {
  const o2 = {
    read: [],
    write: [...$(n)]
  };
  return e === "config" && L(
    o2,
    M(n),
    A(n, t2)
  ), o2;
}
function L(e, n, t2) {
  if (t2 === null)
    return;
  const o2 = O(n, t2);
  t2.isWrite ? e.write.push(o2) : e.read.push(o2);
}
function B(e) {
  const n = R[e ?? ""] ?? T;
  return {
    short: new Map([...C.short.entries(), ...n.short.entries()]),
    long: n.long
  };
}
function b(e, n = I) {
  if (e.startsWith("--")) {
    const t2 = e.indexOf("=");
    if (t2 > 2)
      return [{ name: e.slice(0, t2), value: e.slice(t2 + 1), needsNext: false }];
    const o2 = e.slice(2);
    return [{ name: e, needsNext: n.long.has(o2) }];
  }
  if (e.length === 2) {
    const t2 = e.charAt(1), o2 = n.short.get(t2);
    return [{ name: e, needsNext: o2 === true }];
  }
  return j(e, n.short);
}
function j(e, n) {
  const t2 = e.slice(1).split(""), o2 = [];
  for (let a = 0; a < t2.length; a++) {
    const s = t2[a], r2 = n.get(s);
    if (r2 === void 0)
      return [{ name: e, needsNext: false }];
    if (r2) {
      const i = t2.slice(a + 1).join("");
      if (i && ![...i].every((m2) => n.has(m2)))
        return o2.push({ name: `-${s}`, value: i, needsNext: false }), o2;
    }
    o2.push({ name: `-${s}`, needsNext: r2 });
  }
  return o2;
}
function W(e, n = []) {
  let t2 = 0;
  for (; t2 < e.length; ) {
    const o2 = String(e[t2]);
    if (!o2.startsWith("-") || o2.length < 2) break;
    const a = b(o2);
    let s = t2 + 1;
    for (const r2 of a) {
      const i = {
        name: r2.name,
        value: r2.value,
        absorbedNext: false,
        isGlobal: true
      };
      r2.needsNext && i.value === void 0 && s < e.length && (i.value = String(e[s]), i.absorbedNext = true, s++), n.push(i);
    }
    t2 = s;
  }
  return { flags: n, taskIndex: t2 };
}
function V(e, n, t2 = []) {
  const o2 = B(n), a = [], s = [];
  let r2 = 0;
  for (; r2 < e.length; ) {
    const i = e[r2];
    if (r(i)) {
      s.push(...o(i)), r2++;
      continue;
    }
    const p2 = String(i);
    if (p2 === "--") {
      for (let d2 = r2 + 1; d2 < e.length; d2++) {
        const g2 = e[d2];
        r(g2) ? s.push(...o(g2)) : s.push(String(g2));
      }
      break;
    }
    if (!p2.startsWith("-") || p2.length < 2) {
      a.push(p2), r2++;
      continue;
    }
    const m2 = b(p2, o2);
    let u2 = r2 + 1;
    for (const d2 of m2) {
      const g2 = {
        name: d2.name,
        value: d2.value,
        absorbedNext: false,
        isGlobal: false
      };
      d2.needsNext && g2.value === void 0 && u2 < e.length && !r(e[u2]) && (g2.value = String(e[u2]), g2.absorbedNext = true, u2++), t2.push(g2);
    }
    r2 = u2;
  }
  return { flags: t2, positionals: a, pathspecs: s };
}
function* q({
  write: e
}) {
  for (const n of e)
    for (const t2 of K) {
      const o2 = t2(n.key);
      o2 && (yield o2);
    }
}
function f(e, n, t2 = String(e)) {
  const o2 = typeof e == "string" ? new RegExp(`\\s*${e.toLowerCase()}`) : e;
  return function(s) {
    if (o2.test(s))
      return {
        category: n,
        message: `Configuring ${t2} is not permitted without enabling ${n}`
      };
  };
}
function l(e, n) {
  const t2 = new RegExp(`\\s*${e.toLowerCase().replace(/\./g, "(..+)?.")}`);
  return f(t2, n, e);
}
function* H(e, n) {
  for (const t2 of n)
    for (const o2 of X) {
      const a = o2(e, t2);
      a && (yield a);
    }
}
function c2(e, n, t2, { name: o2 = String(n), globalOnly: a = false, withValue: s = false } = {}) {
  const r2 = typeof n == "string" ? new RegExp(`\\s*${n.toLowerCase()}`) : n, i = `Use of ${e ? `${e} with option ` : ""}${o2} is not permitted without enabling ${t2}`;
  return function(m2, u2) {
    if (!(e && m2 !== e) && !(a && !u2.isGlobal) && !(s && u2.value === void 0) && r2.test(u2.name))
      return {
        category: t2,
        message: i
      };
  };
}
function k(e, n, t2) {
  return [...H(e, n), ...q(t2)];
}
function Y(...e) {
  const { flags: n, taskIndex: t2 } = W(e), o2 = t2 < e.length ? String(e[t2]).toLowerCase() : null, a = o2 !== null ? e.slice(t2 + 1) : [], { positionals: s, pathspecs: r2 } = V(a, o2, n), i = D(o2, n, s);
  return {
    task: o2,
    flags: n.map(J),
    paths: r2,
    config: i,
    vulnerabilities: z(k(o2, n, i))
  };
}
function z(e) {
  return Object.defineProperty(e, "vulnerabilities", {
    value: e
  });
}
function J({ value: e, name: n }) {
  return e !== void 0 ? { name: n, value: e } : { name: n };
}
function* Q(e) {
  const n = parseInt(e.git_config_count ?? "0", 10);
  for (let t2 = 0; t2 < n; t2++) {
    const o2 = e[`git_config_key_${t2}`], a = e[`git_config_value_${t2}`];
    o2 !== void 0 && (yield { key: o2.toLowerCase().trim(), value: a, scope: "env" });
  }
}
function* Z(e) {
  for (const n of Object.keys(e))
    if (_(n)) {
      const t2 = y[n];
      yield {
        category: t2,
        message: `Use of "${n.toUpperCase()}" is not permitted without enabling ${t2}`
      };
    }
}
function _(e) {
  return Object.hasOwn(y, e);
}
function ee(e) {
  const n = {};
  for (const [t2, o2] of Object.entries(e)) {
    const a = t2.toLowerCase().trim();
    (_(a) || a.startsWith("git")) && (n[a] = String(o2));
  }
  return n;
}
function ne(e) {
  const n = ee(e), t2 = {
    read: [],
    write: [...Q(n)]
  }, o2 = [
    ...Z(n),
    ...k(null, [], t2)
  ];
  return {
    config: t2,
    vulnerabilities: o2
  };
}
function oe(e, n) {
  return [...Y(...e).vulnerabilities, ...ne(n).vulnerabilities];
}
var P, S, E, F, C, I, R, T, K, h, X, y;
var init_dist2 = __esm({
  "node_modules/@simple-git/argv-parser/dist/index.mjs"() {
    init_dist();
    P = /* @__PURE__ */ new Set([
      "--add",
      "--edit",
      "--remove-section",
      "--rename-section",
      "--replace-all",
      "--unset",
      "--unset-all",
      "-e"
    ]);
    S = /* @__PURE__ */ new Set([
      "--get",
      "--get-all",
      "--get-color",
      "--get-colorbool",
      "--get-regexp",
      "--get-urlmatch",
      "--list",
      "-l"
    ]);
    E = /* @__PURE__ */ new Set([
      "edit",
      "remove-section",
      "rename-section",
      "set",
      "unset"
    ]);
    F = /* @__PURE__ */ new Set(["get", "get-color", "get-colorbool", "list"]);
    C = {
      short: /* @__PURE__ */ new Map([
        ["c", true]
        //  -c <k=v>    set config key for this invocation
      ])
    };
    I = {
      short: new Map([
        ["C", true],
        //  -C <path>   change working directory
        ["P", false],
        // -P          no pager (alias for --no-pager)
        ["h", false],
        // -h          help
        ["p", false],
        // -p          paginate
        ["v", false],
        // -v          version
        ...C.short.entries()
      ]),
      long: /* @__PURE__ */ new Set([
        "attr-source",
        "config-env",
        "exec-path",
        "git-dir",
        "list-cmds",
        "namespace",
        "super-prefix",
        "work-tree"
      ])
    };
    R = {
      clone: {
        short: /* @__PURE__ */ new Map([
          ["b", true],
          // -b <branch>
          ["j", true],
          // -j <n>          parallel jobs
          ["l", false],
          // -l local
          ["n", false],
          // -n no-checkout
          ["o", true],
          // -o <name>       remote name
          ["q", false],
          // -q quiet
          ["s", false],
          // -s shared
          ["u", true]
          // -u <upload-pack>
        ]),
        long: /* @__PURE__ */ new Set(["branch", "config", "jobs", "origin", "upload-pack", "u", "template"])
      },
      commit: {
        short: /* @__PURE__ */ new Map([
          ["C", true],
          // -C <commit>  reuse message
          ["F", true],
          // -F <file>    read message from file
          ["c", true],
          // -c <commit>  reedit message
          ["m", true],
          // -m <msg>
          ["t", true]
          // -t <template>
        ]),
        long: /* @__PURE__ */ new Set(["file", "message", "reedit-message", "reuse-message", "template"])
      },
      config: {
        short: /* @__PURE__ */ new Map([
          ["e", false],
          // -e  open editor
          ["f", true],
          //  -f <file>
          ["l", false]
          // -l  list
        ]),
        long: /* @__PURE__ */ new Set(["blob", "comment", "default", "file", "type", "value"])
      },
      fetch: {
        short: /* @__PURE__ */ new Map(),
        long: /* @__PURE__ */ new Set(["upload-pack"])
      },
      init: {
        short: /* @__PURE__ */ new Map(),
        long: /* @__PURE__ */ new Set(["template"])
      },
      pull: {
        short: /* @__PURE__ */ new Map(),
        long: /* @__PURE__ */ new Set(["upload-pack"])
      },
      push: {
        short: /* @__PURE__ */ new Map(),
        long: /* @__PURE__ */ new Set(["exec", "receive-pack"])
      },
      rebase: {
        short: /* @__PURE__ */ new Map([
          ["X", true],
          // -X <option>   strategy option
          ["f", false],
          // -f force-rebase
          ["i", false],
          // -i interactive
          ["k", false],
          // -k keep-base
          ["m", false],
          // -m merge
          ["n", false],
          // -n no-stat
          ["q", false],
          // -q quiet
          ["r", false],
          // -r rebase-merges
          ["s", true],
          // -s <strategy>
          ["v", false],
          // -v verbose
          ["x", true]
          // -x <cmd>      exec
        ]),
        long: /* @__PURE__ */ new Set(["exec", "onto", "strategy", "strategy-option"])
      }
    };
    T = { short: /* @__PURE__ */ new Map(), long: /* @__PURE__ */ new Set() };
    K = [
      f("alias", "allowUnsafeAlias"),
      f("core.askPass", "allowUnsafeAskPass"),
      f("core.editor", "allowUnsafeEditor"),
      f("core.fsmonitor", "allowUnsafeFsMonitor"),
      f("core.gitProxy", "allowUnsafeGitProxy"),
      f("core.hooksPath", "allowUnsafeHooksPath"),
      f("core.pager", "allowUnsafePager"),
      f("core.sshCommand", "allowUnsafeSshCommand"),
      l("credential.helper", "allowUnsafeCredentialHelper"),
      l("diff.command", "allowUnsafeDiffExternal"),
      f("diff.external", "allowUnsafeDiffExternal"),
      l("difftool.cmd", "allowUnsafeDiffExternal"),
      l("diff.textconv", "allowUnsafeDiffTextConv"),
      l("filter.clean", "allowUnsafeFilter"),
      l("filter.process", "allowUnsafeFilter"),
      l("filter.smudge", "allowUnsafeFilter"),
      l("gpg.program", "allowUnsafeGpgProgram"),
      f("include.path", "allowUnsafeInclude"),
      l("includeIf", "allowUnsafeInclude"),
      f("init.templateDir", "allowUnsafeTemplateDir"),
      l("pager.", "allowUnsafePager"),
      l("merge.driver", "allowUnsafeMergeDriver"),
      l("mergetool.path", "allowUnsafeMergeDriver"),
      l("mergetool.cmd", "allowUnsafeMergeDriver"),
      l("protocol.allow", "allowUnsafeProtocolOverride"),
      l("remote.receivepack", "allowUnsafePack"),
      l("remote.uploadpack", "allowUnsafePack"),
      f("uploadpack.packObjectsHook", "allowUnsafePack"),
      f("sequence.editor", "allowUnsafeEditor"),
      l("submodule.update", "allowUnsafeSubmodule"),
      l("tar.command", "allowUnsafeCommandBinaries"),
      l("trailer.cmd", "allowUnsafeCommandBinaries"),
      l("trailer.command", "allowUnsafeCommandBinaries"),
      l("url.insteadOf", "allowUnsafeUrlRewrite")
    ];
    h = { globalOnly: true, withValue: true };
    X = [
      c2(null, /--(upload|receive)-pack/, "allowUnsafePack", {
        name: "--upload-pack or --receive-pack"
      }),
      c2("clone", /^-\w*u/, "allowUnsafePack"),
      c2("clone", "--u", "allowUnsafePack"),
      c2("push", /^--exec$/, "allowUnsafePack", { name: "--exec" }),
      // `git` accepts unambiguous abbreviations of long options, so `--ex` and `--exe` are `--exec`
      c2("rebase", /^(-x|--ex(ec?)?)$/, "allowUnsafeExec", { name: "-x or --exec" }),
      c2(null, "--template", "allowUnsafeTemplateDir"),
      c2(null, "--exec-path", "allowUnsafeExec", h),
      // `git` reads the configuration of whichever repository these name, so the
      // directory alone is enough to deliver config the argv guards never see
      c2(null, "--git-dir", "allowUnsafeConfigPaths", h),
      c2(null, "--work-tree", "allowUnsafeConfigPaths", h),
      c2(null, /^-C$/, "allowUnsafeConfigPaths", { ...h, name: "-C" })
    ];
    y = {
      editor: "allowUnsafeEditor",
      git_askpass: "allowUnsafeAskPass",
      git_config_global: "allowUnsafeConfigPaths",
      git_config_system: "allowUnsafeConfigPaths",
      git_config_count: "allowUnsafeConfigEnvCount",
      git_config_parameters: "allowUnsafeConfigEnvCount",
      git_config: "allowUnsafeConfigPaths",
      git_editor: "allowUnsafeEditor",
      git_exec_path: "allowUnsafeExec",
      git_external_diff: "allowUnsafeDiffExternal",
      git_pager: "allowUnsafePager",
      git_proxy_command: "allowUnsafeGitProxy",
      git_template_dir: "allowUnsafeTemplateDir",
      git_sequence_editor: "allowUnsafeEditor",
      git_ssh: "allowUnsafeSshCommand",
      git_ssh_command: "allowUnsafeSshCommand",
      pager: "allowUnsafePager",
      prefix: "allowUnsafeConfigPaths",
      ssh_askpass: "allowUnsafeAskPass",
      visual: "allowUnsafeEditor"
    };
  }
});

// node_modules/simple-git/dist/index.mjs
import { spawn as ve } from "node:child_process";
import { normalize as Se } from "node:path";
import { EventEmitter as Ce } from "node:events";
function Ne(t2) {
  return typeof t2 != "function" ? W2 : t2;
}
function $e(t2) {
  return typeof t2 == "function" && t2 !== W2;
}
function Pe(t2, e) {
  const n = t2.indexOf(e);
  return n <= 0 ? [t2, ""] : [t2.substr(0, n), t2.substr(n + 1)];
}
function Me(t2, e = 0) {
  return Dt(t2) && t2.length > e ? t2[e] : void 0;
}
function N2(t2, e = 0) {
  if (Dt(t2) && t2.length > e)
    return t2[t2.length - 1 - e];
}
function Dt(t2) {
  return Bt(t2);
}
function H2(t2 = "", e = true, n = `
`) {
  return t2.split(n).reduce((r2, s) => {
    const o2 = e ? s.trim() : s;
    return o2 && r2.push(o2), r2;
  }, []);
}
function ut(t2, e) {
  return H2(t2, true).map((n) => e(n));
}
function Lt(t2) {
  return (0, import_file_exists.exists)(t2, import_file_exists.FOLDER);
}
function S2(t2, e) {
  return Array.isArray(t2) ? t2.includes(e) || t2.push(e) : t2.add(e), e;
}
function De(t2, e) {
  return Array.isArray(t2) && !t2.includes(e) && t2.push(e), t2;
}
function ct(t2, e) {
  if (Array.isArray(t2)) {
    const n = t2.indexOf(e);
    n >= 0 && t2.splice(n, 1);
  } else
    t2.delete(e);
  return e;
}
function v(t2) {
  return Array.isArray(t2) ? t2 : [t2];
}
function jt(t2) {
  return t2.replace(/[\s-]+(.)/g, (e, n) => n.toUpperCase());
}
function L2(t2) {
  return v(t2).map((e) => e instanceof String ? e : String(e));
}
function p(t2, e = 0) {
  if (t2 == null)
    return e;
  const n = parseInt(t2, 10);
  return Number.isNaN(n) ? e : n;
}
function U(t2, e) {
  const n = [];
  for (let r2 = 0, s = t2.length; r2 < s; r2++)
    n.push(e, t2[r2]);
  return n;
}
function F2(t2) {
  return (Array.isArray(t2) ? Buffer.concat(t2) : t2).toString("utf-8");
}
function Le(t2) {
  return t2 ? Buffer.isBuffer(t2) ? t2.length : Buffer.byteLength(t2) : 0;
}
function je(t2, e) {
  const n = {};
  return e.forEach((r2) => {
    t2[r2] !== void 0 && (n[r2] = t2[r2]);
  }), n;
}
function wt(t2 = 0) {
  return new Promise((e) => setTimeout(e, t2));
}
function bt(t2) {
  if (t2 !== false)
    return t2;
}
function d(t2, e, n) {
  return e(t2) ? t2 : arguments.length > 2 ? n : void 0;
}
function st(t2, e) {
  const n = r(t2) ? "string" : typeof t2;
  return /number|string|boolean/.test(n) && (!e || !e.includes(n));
}
function lt(t2) {
  return !!t2 && ft(t2) === "[object Object]";
}
function Ie(t2) {
  return typeof t2 == "function";
}
function Ue() {
  throw new Error("LineParser:useMatches not implemented");
}
function Ge(...t2) {
  const e = process.cwd(), n = Object.assign(
    { baseDir: e, ...Fe },
    ...t2.filter((r2) => typeof r2 == "object" && r2)
  );
  return n.baseDir = n.baseDir || e, n.trimmed = n.trimmed === true, n;
}
function It(t2, e = []) {
  return lt(t2) ? Object.keys(t2).reduce((n, r2) => {
    const s = t2[r2];
    if (r(s))
      n.push(s);
    else if (st(s, ["boolean"]))
      n.push(r2 + "=" + s);
    else if (Array.isArray(s))
      for (const o2 of s)
        st(o2, ["string", "number"]) || n.push(r2 + "=" + o2);
    else
      n.push(r2);
    return n;
  }, e) : e;
}
function h2(t2, e = 0, n = false) {
  const r2 = [];
  for (let s = 0, o2 = e < 0 ? t2.length : e; s < o2; s++)
    "string|number".includes(typeof t2[s]) && r2.push(String(t2[s]));
  return It(ht(t2), r2), n || r2.push(...ze(t2)), r2;
}
function ze(t2) {
  const e = typeof N2(t2) == "function";
  return L2(d(N2(t2, e ? 1 : 0), K2, []));
}
function ht(t2) {
  const e = Ie(N2(t2));
  return d(N2(t2, e ? 1 : 0), lt);
}
function u(t2, e = true) {
  const n = Ne(N2(t2));
  return e || $e(n) ? n : void 0;
}
function Tt(t2, e) {
  return t2(e.stdOut, e.stdErr);
}
function E2(t2, e, n, r2 = true) {
  return v(n).forEach((s) => {
    for (let o2 = H2(s, r2), i = 0, a = o2.length; i < a; i++) {
      const c3 = (y2 = 0) => {
        if (!(i + y2 >= a))
          return o2[i + y2];
      };
      e.some(({ parse: y2 }) => y2(c3, t2));
    }
  }), t2;
}
function We(t2) {
  switch (t2) {
    case "bare":
      return Ke();
    case "root":
      return He();
  }
  return {
    commands: ["rev-parse", "--is-inside-work-tree"],
    format: "utf-8",
    onError: mt,
    parser: Ut
  };
}
function He() {
  return {
    commands: ["rev-parse", "--git-dir"],
    format: "utf-8",
    onError: mt,
    parser(e) {
      return /^\.(git)?$/.test(e.trim());
    }
  };
}
function Ke() {
  return {
    commands: ["rev-parse", "--is-bare-repository"],
    format: "utf-8",
    onError: mt,
    parser: Ut
  };
}
function Ve(t2) {
  return /(Not a git repository|Kein Git-Repository)/i.test(String(t2));
}
function Ze(t2, e) {
  const n = new Xe(t2), r2 = t2 ? Qe : Ye;
  return H2(e).forEach((s) => {
    const o2 = s.replace(r2, "");
    n.paths.push(o2), (Je.test(o2) ? n.folders : n.files).push(o2);
  }), n;
}
function tn(t2) {
  return {
    commands: Ft,
    format: "empty",
    parser: t2
  };
}
function b2(t2) {
  return {
    commands: Ft,
    format: "empty",
    parser() {
      throw typeof t2 == "string" ? new xe(t2) : t2;
    }
  };
}
function g(t2, e = false) {
  return {
    commands: t2,
    format: "utf-8",
    parser(n) {
      return e ? String(n).trim() : n;
    }
  };
}
function Gt(t2) {
  return {
    commands: t2,
    format: "buffer",
    parser(e) {
      return e;
    }
  };
}
function en(t2) {
  return t2.format === "buffer";
}
function kt(t2) {
  return t2.format === "empty" || !t2.commands.length;
}
function on(t2, e) {
  const { cleanMode: n, options: r2, valid: s } = cn(t2);
  return n ? s.options ? (r2.push(...e), r2.some(hn) ? b2(nn) : an(n, r2)) : b2(sn + JSON.stringify(t2)) : b2(rn);
}
function an(t2, e) {
  return {
    commands: ["clean", `-${t2}`, ...e],
    format: "utf-8",
    parser(r2) {
      return Ze(t2 === "n", r2);
    }
  };
}
function un(t2) {
  return Array.isArray(t2) && t2.every((e) => qt.has(e));
}
function cn(t2) {
  let e, n = [], r2 = { cleanMode: false, options: true };
  return t2.replace(/[^a-z]i/g, "").split("").forEach((s) => {
    fn(s) ? (e = s, r2.cleanMode = true) : r2.options = r2.options && ln(n[n.length] = `-${s}`);
  }), {
    cleanMode: e,
    options: n,
    valid: r2
  };
}
function fn(t2) {
  return t2 === "f" || t2 === "n";
}
function ln(t2) {
  return /^-[a-z]$/i.test(t2) && qt.has(t2.charAt(1));
}
function hn(t2) {
  return /^-[^\-]/.test(t2) ? t2.indexOf("i") > 0 : t2 === "--interactive";
}
function pn(t2) {
  const e = new mn();
  for (const n of Wt(t2))
    e.addValue(n.file, String(n.key), n.value);
  return e;
}
function dn(t2, e) {
  let n = null;
  const r2 = [], s = /* @__PURE__ */ new Map();
  for (const o2 of Wt(t2, e))
    o2.key === e && (r2.push(n = o2.value), s.has(o2.file) || s.set(o2.file, []), s.get(o2.file).push(n));
  return {
    key: e,
    paths: Array.from(s.keys()),
    scopes: s,
    value: n,
    values: r2
  };
}
function gn(t2) {
  return t2.replace(/^(file):/, "");
}
function* Wt(t2, e = null) {
  const n = t2.split("\0");
  for (let r2 = 0, s = n.length - 1; r2 < s; ) {
    const o2 = gn(n[r2++]);
    let i = n[r2++], a = e;
    if (i.includes(`
`)) {
      const c3 = Pe(i, `
`);
      a = c3[0], i = c3[1];
    }
    yield { file: o2, key: a, value: i };
  }
}
function Y2(t2, e) {
  return typeof t2 == "string" && Object.hasOwn(Ht, t2) ? t2 : e;
}
function yn(t2, e, n, r2) {
  const s = ["config", `--${r2}`];
  return n && s.push("--add"), s.push(t2, e), {
    commands: s,
    format: "utf-8",
    parser(o2) {
      return o2;
    }
  };
}
function wn(t2, e) {
  const n = ["config", "--null", "--show-origin", "--get-all", t2];
  return e && n.splice(1, 0, `--${e}`), {
    commands: n,
    format: "utf-8",
    parser(r2) {
      return dn(r2, t2);
    }
  };
}
function bn(t2) {
  const e = ["config", "--list", "--show-origin", "--null"];
  return t2 && e.push(`--${t2}`), {
    commands: e,
    format: "utf-8",
    parser(n) {
      return pn(n);
    }
  };
}
function Tn() {
  return {
    addConfig(t2, e, ...n) {
      return this._runTask(
        yn(
          t2,
          e,
          n[0] === true,
          Y2(
            n[1],
            "local"
            /* local */
          )
        ),
        u(arguments)
      );
    },
    getConfig(t2, e) {
      return this._runTask(
        wn(t2, Y2(e, void 0)),
        u(arguments)
      );
    },
    listConfig(...t2) {
      return this._runTask(
        bn(Y2(t2[0], void 0)),
        u(arguments)
      );
    }
  };
}
function _n(t2) {
  return kn.has(t2);
}
function Sn(...t2) {
  return new En().param(...t2);
}
function Rn(t2) {
  const e = /* @__PURE__ */ new Set(), n = {};
  return ut(t2, (r2) => {
    const [s, o2, i] = r2.split(I2);
    e.add(s), (n[s] = n[s] || []).push({
      line: p(o2),
      path: s,
      preview: i
    });
  }), {
    paths: e,
    results: n
  };
}
function On() {
  return {
    grep(t2) {
      const e = u(arguments), n = h2(arguments);
      for (const s of vn)
        if (n.includes(s))
          return this._runTask(
            b2(`git.grep: use of "${s}" is not supported.`),
            e
          );
      typeof t2 == "string" && (t2 = Sn().param(t2));
      const r2 = ["grep", "--null", "-n", "--full-name", ...n, ...t2];
      return this._runTask(
        {
          commands: r2,
          format: "utf-8",
          parser(s) {
            return Rn(s);
          }
        },
        e
      );
    }
  };
}
function An(t2, e) {
  const n = ["reset"];
  return Xt(t2) && n.push(`--${t2}`), n.push(...e), g(n);
}
function xn(t2) {
  if (Xt(t2))
    return t2;
  switch (typeof t2) {
    case "string":
    case "undefined":
      return "soft";
  }
}
function Xt(t2) {
  return typeof t2 == "string" && Cn.includes(t2);
}
function Nn() {
  return (0, import_debug.default)("simple-git");
}
function vt(t2, e, n) {
  return !e || !String(e).replace(/\s*/, "") ? n ? (r2, ...s) => {
    t2(r2, ...s), n(r2, ...s);
  } : t2 : (r2, ...s) => {
    t2(`%s ${r2}`, e, ...s), n && n(r2, ...s);
  };
}
function $n(t2, e, { namespace: n }) {
  if (typeof t2 == "string")
    return t2;
  const r2 = e && e.namespace || "";
  return r2.startsWith(n) ? r2.substr(n.length + 1) : r2 || n;
}
function $2(t2, e, n, r2 = Nn()) {
  const s = t2 && `[${t2}]` || "", o2 = [], i = typeof e == "string" ? r2.extend(e) : e, a = $n(d(e, m), i, r2);
  return y2(n);
  function c3(w2, T2) {
    return S2(
      o2,
      $2(t2, a.replace(/^[^:]+/, w2), T2, r2)
    );
  }
  function y2(w2) {
    const T2 = w2 && `[${w2}]` || "", k2 = i && vt(i, T2) || W2, C2 = vt(r2, `${s} ${T2}`, k2);
    return Object.assign(i ? k2 : C2, {
      label: t2,
      sibling: c3,
      info: C2,
      step: y2
    });
  }
}
function Mn(t2, e) {
  return (n) => {
    e("[ERROR] child process exception %o", n), t2.push(Buffer.from(String(n.stack), "ascii"));
  };
}
function Et(t2, e, n, r2) {
  return (s) => {
    n("%s received %L bytes", e, s), r2("%B", s), t2.push(s);
  };
}
function Ln(t2, e, n = W2) {
  const r2 = (o2) => {
    n(null, o2);
  }, s = (o2) => {
    o2?.task === t2 && n(o2, void 0);
  };
  e.then(r2, s);
}
function St(t2, e) {
  return tn((n) => {
    if (!Lt(t2))
      throw new Error(`Git.cwd: cannot change to non-directory "${t2}"`);
    return (e || n).cwd = t2;
  });
}
function Q2(t2) {
  const e = ["checkout", ...t2];
  return e[1] === "-b" && e.includes("-B") && (e[1] = ct(e, "-B")), g(e);
}
function jn() {
  return {
    checkout() {
      return this._runTask(
        Q2(h2(arguments, 1)),
        u(arguments)
      );
    },
    checkoutBranch(t2, e) {
      return this._runTask(
        Q2(["-b", t2, e, ...h2(arguments)]),
        u(arguments)
      );
    },
    checkoutLocalBranch(t2) {
      return this._runTask(
        Q2(["-b", t2, ...h2(arguments)]),
        u(arguments)
      );
    }
  };
}
function Rt(t2, e, n, ...r2) {
  return m(n) ? e(n, d(r2[0], m), h2(arguments)) : b2(`git.${t2}() requires a string 'repoPath'`);
}
function In() {
  return {
    clone(t2, ...e) {
      return this._runTask(
        Rt("clone", Yt, d(t2, m), ...e),
        u(arguments)
      );
    },
    mirror(t2, ...e) {
      return this._runTask(
        Rt("mirror", Bn, d(t2, m), ...e),
        u(arguments)
      );
    }
  };
}
function Fn(t2) {
  return E2({
    author: null,
    branch: "",
    commit: "",
    root: false,
    summary: {
      changes: 0,
      insertions: 0,
      deletions: 0
    }
  }, Un, t2);
}
function Gn(t2, e, n) {
  return {
    commands: [
      "-c",
      "core.abbrev=40",
      "commit",
      ...U(t2, "-m"),
      ...e,
      ...n
    ],
    format: "utf-8",
    parser: Fn
  };
}
function zn() {
  return {
    commit(e, ...n) {
      const r2 = u(arguments), s = t2(e) || Gn(
        v(e),
        v(d(n[0], G2, [])),
        [
          ...L2(d(n[1], K2, [])),
          ...h2(arguments, 0, true)
        ]
      );
      return this._runTask(s, r2);
    }
  };
  function t2(e) {
    return !G2(e) && b2(
      "git.commit: requires the commit message to be supplied as a string/string[]"
    );
  }
}
function qn() {
  return {
    count: 0,
    garbage: 0,
    inPack: 0,
    packs: 0,
    prunePackable: 0,
    size: 0,
    sizeGarbage: 0,
    sizePack: 0
  };
}
function Hn() {
  return {
    countObjects() {
      return this._runTask({
        commands: ["count-objects", "--verbose"],
        format: "utf-8",
        parser(t2) {
          return E2(qn(), [Wn], t2);
        }
      });
    }
  };
}
function Kn() {
  return {
    firstCommit() {
      return this._runTask(
        g(["rev-list", "--max-parents=0", "HEAD"], true),
        u(arguments)
      );
    }
  };
}
function Vn(t2, e) {
  const n = ["hash-object", t2];
  return e && n.push("-w"), g(n, true);
}
function Qn(t2, e, n) {
  const r2 = String(n).trim();
  let s;
  if (s = Xn.exec(r2))
    return new J2(t2, e, false, s[1]);
  if (s = Yn.exec(r2))
    return new J2(t2, e, true, s[1]);
  let o2 = "";
  const i = r2.split(" ");
  for (; i.length; )
    if (i.shift() === "in") {
      o2 = i.join(" ");
      break;
    }
  return new J2(t2, e, /^re/i.test(r2), o2);
}
function Jn(t2) {
  return t2.includes(Qt);
}
function Zn(t2 = false, e, n) {
  const r2 = ["init", ...n];
  return t2 && !Jn(r2) && r2.splice(1, 0, Qt), {
    commands: r2,
    format: "utf-8",
    parser(s) {
      return Qn(r2.includes("--bare"), e, s);
    }
  };
}
function tr(t2) {
  return t2 === void 0 ? b2("interpretTrailers called without input content") : {
    format: "utf-8",
    parser(e) {
      return Object.fromEntries(
        ut(e, (n) => {
          const r2 = n.indexOf(":");
          return [
            jt(n.substring(0, r2).toLowerCase()),
            n.substring(r2 + 2).trim()
          ];
        })
      );
    },
    commands: ["interpret-trailers", "--parse"],
    input: t2
  };
}
function er() {
  return {
    interpretTrailers(t2) {
      return this._runTask(
        tr(d(t2, Be)),
        u(arguments)
      );
    }
  };
}
function pt(t2) {
  for (let e = 0; e < t2.length; e++) {
    const n = Jt.exec(t2[e]);
    if (n)
      return `--${n[1]}`;
  }
  return "";
}
function nr(t2) {
  return Jt.test(t2);
}
function Zt(t2 = R2.NONE) {
  const e = ar[t2];
  return (n) => E2(new rr(), e, n, false);
}
function cr(t2, e) {
  return e.reduce(
    (n, r2, s) => (n[r2] = t2[s] || "", n),
    /* @__PURE__ */ Object.create({ diff: null })
  );
}
function re(t2 = ne2, e = ur, n = R2.NONE) {
  const r2 = Zt(n);
  return function(s) {
    const o2 = H2(
      s.trim(),
      false,
      te
    ).map(function(i) {
      const a = i.split(ee2), c3 = cr(a[0].split(t2), e);
      return a.length > 1 && a[1].trim() && (c3.diff = r2(a[1])), c3;
    });
    return {
      all: o2,
      latest: o2.length && o2[0] || null,
      total: o2.length
    };
  };
}
function fr(t2) {
  let e = pt(t2);
  const n = ["diff"];
  return e === R2.NONE && (e = R2.STAT, n.push("--stat=4096")), n.push(...t2), dt(n) || {
    commands: n,
    format: "utf-8",
    parser: Zt(e)
  };
}
function dt(t2) {
  const e = t2.filter(nr);
  if (e.length > 1)
    return b2(
      `Summary flags are mutually exclusive - pick one of ${e.join(",")}`
    );
  if (e.length && t2.includes("-z"))
    return b2(
      `Summary flag ${e} parsing is not compatible with null termination option '-z'`
    );
}
function lr(t2, e) {
  const n = [], r2 = [];
  return Object.keys(t2).forEach((s) => {
    n.push(s), r2.push(String(t2[s]));
  }), [n, r2.join(e)];
}
function hr(t2) {
  return Object.keys(t2).reduce((e, n) => (n in se || (e[n] = t2[n]), e), {});
}
function oe2(t2 = {}, e = []) {
  const n = d(t2.splitter, m, ne2), r2 = lt(t2.format) ? t2.format : {
    hash: "%H",
    date: t2.strictDate === false ? "%ai" : "%aI",
    message: "%s",
    refs: "%D",
    body: t2.multiLine ? "%B" : "%b",
    author_name: t2.mailMap !== false ? "%aN" : "%an",
    author_email: t2.mailMap !== false ? "%aE" : "%ae"
  }, [s, o2] = lr(r2, n), i = [], a = [
    `--pretty=format:${te}${o2}${ee2}`,
    ...e
  ], c3 = t2.n || t2["max-count"] || t2.maxCount;
  if (c3 && a.push(`--max-count=${c3}`), t2.from || t2.to) {
    const y2 = t2.symmetric !== false ? "..." : "..";
    i.push(`${t2.from || ""}${y2}${t2.to || ""}`);
  }
  return m(t2.file) && a.push("--follow", c(t2.file)), It(hr(t2), a), {
    fields: s,
    splitter: n,
    commands: [...a, ...i]
  };
}
function mr(t2, e, n) {
  const r2 = re(t2, e, pt(n));
  return {
    commands: ["log", ...n],
    format: "utf-8",
    parser: r2
  };
}
function pr() {
  return {
    log(...n) {
      const r2 = u(arguments), s = oe2(
        ht(arguments),
        L2(d(arguments[0], K2, []))
      ), o2 = e(...n) || dt(s.commands) || t2(s);
      return this._runTask(o2, r2);
    }
  };
  function t2(n) {
    return mr(n.splitter, n.fields, n.commands);
  }
  function e(n, r2) {
    return m(n) && m(r2) && b2(
      "git.log(string, string) should be replaced with git.log({ from: string, to: string })"
    );
  }
}
function tt(t2) {
  return t2.objects = t2.objects || {
    compressing: 0,
    counting: 0,
    enumerating: 0,
    packReused: 0,
    reused: { count: 0, delta: 0 },
    total: { count: 0, delta: 0 }
  };
}
function Ct(t2) {
  const e = /^\s*(\d+)/.exec(t2), n = /delta (\d+)/i.exec(t2);
  return {
    count: p(e && e[1] || "0"),
    delta: p(n && n[1] || "0")
  };
}
function ae(t2, e) {
  return E2({ remoteMessages: new br() }, wr, e);
}
function Rr(t2, e) {
  const n = E2(new gr(), Er, [t2, e]);
  return n.message && n;
}
function At(t2) {
  return t2.length ? {
    commands: ["merge", ...t2],
    format: "utf-8",
    parser(e, n) {
      const r2 = Cr(e, n);
      if (r2.failed)
        throw new at(r2);
      return r2;
    }
  } : b2("Git.merge requires at least one option");
}
function xr(t2, e, n) {
  const r2 = n.includes("deleted"), s = n.includes("tag") || /^refs\/tags/.test(t2), o2 = !n.includes("new");
  return {
    deleted: r2,
    tag: s,
    branch: !s,
    new: !o2,
    alreadyUpdated: o2,
    local: t2,
    remote: e
  };
}
function Mr(t2 = {}, e) {
  return S2(e, "--tags"), ce(t2, e);
}
function ce(t2 = {}, e) {
  const n = ["push", ...e];
  return t2.branch && n.splice(1, 0, t2.branch), t2.remote && n.splice(1, 0, t2.remote), ct(n, "-v"), S2(n, "--verbose"), S2(n, "--porcelain"), {
    commands: n,
    format: "utf-8",
    parser: $r
  };
}
function Dr() {
  return {
    showBuffer() {
      const t2 = ["show", ...h2(arguments, 1)];
      return t2.includes("--binary") || t2.splice(1, 0, "--binary"), this._runTask(
        Gt(t2),
        u(arguments)
      );
    },
    show() {
      const t2 = ["show", ...h2(arguments, 1)];
      return this._runTask(
        g(t2),
        u(arguments)
      );
    }
  };
}
function xt(t2) {
  const [e, n] = t2.split(I2);
  return {
    from: n || e,
    to: e
  };
}
function _2(t2, e, n) {
  return [`${t2}${e}`, n];
}
function et(t2, ...e) {
  return e.map((n) => _2(t2, n, (r2, s) => r2.conflicted.push(s)));
}
function Fr(t2, e) {
  const n = e.trim();
  switch (" ") {
    case n.charAt(2):
      return r2(n.charAt(0), n.charAt(1), n.slice(3));
    case n.charAt(1):
      return r2(" ", n.charAt(0), n.slice(2));
    default:
      return;
  }
  function r2(s, o2, i) {
    const a = `${s}${o2}`, c3 = Ir.get(a);
    c3 && c3(t2, i), a !== "##" && a !== "!!" && t2.files.push(new jr(i, s, o2));
  }
}
function zr(t2) {
  return {
    format: "utf-8",
    commands: [
      "status",
      "--porcelain",
      "-b",
      "-u",
      "--null",
      ...t2.filter((n) => !Gr.includes(n))
    ],
    parser(n) {
      return Ur(n);
    }
  };
}
function q2(t2 = 0, e = 0, n = 0, r2 = "", s = true) {
  return Object.defineProperty(
    {
      major: t2,
      minor: e,
      patch: n,
      agent: r2,
      installed: s
    },
    "toString",
    {
      value() {
        return `${this.major}.${this.minor}.${this.patch}`;
      },
      configurable: false,
      enumerable: false
    }
  );
}
function qr() {
  return q2(0, 0, 0, "", false);
}
function Wr() {
  return {
    version() {
      return this._runTask({
        commands: ["--version"],
        format: "utf-8",
        parser: Kr,
        onError(t2, e, n, r2) {
          if (t2.exitCode === V2.NOT_FOUND)
            return n(Buffer.from(fe));
          r2(e);
        }
      });
    }
  };
}
function Kr(t2) {
  return t2 === fe ? qr() : E2(q2(0, 0, 0, t2), Hr, t2);
}
function Yr(t2, e) {
  return g(["apply", ...e, ...t2]);
}
function Nt(t2) {
  return t2 ? t2.charAt(0) : "";
}
function me(t2, e = false) {
  return E2(
    new Qr(),
    e ? [Zr] : Jr,
    t2
  );
}
function es(t2, e) {
  return {
    branch: t2,
    hash: e,
    success: true
  };
}
function ns(t2) {
  return {
    branch: t2,
    hash: null,
    success: false
  };
}
function de(t2, e) {
  return e === V2.ERROR && pe.test(t2);
}
function os(t2) {
  const e = ["-d", "-D", "--delete"];
  return t2.some((n) => e.includes(n));
}
function is(t2) {
  const e = os(t2), n = t2.includes("--show-current"), r2 = ["branch", ...t2];
  return r2.length === 1 && r2.push("-a"), r2.includes("-v") || r2.splice(1, 0, "-v"), {
    format: "utf-8",
    commands: r2,
    parser(s, o2) {
      return e ? gt(s, o2).all[0] : me(s, n);
    }
  };
}
function as() {
  return {
    format: "utf-8",
    commands: ["branch", "-v"],
    parser(t2) {
      return me(t2);
    }
  };
}
function us(t2, e = false) {
  return {
    format: "utf-8",
    commands: ["branch", "-v", e ? "-D" : "-d", ...t2],
    parser(n, r2) {
      return gt(n, r2);
    },
    onError({ exitCode: n, stdOut: r2 }, s, o2, i) {
      if (!de(String(s), n))
        return i(s);
      o2(r2);
    }
  };
}
function cs(t2, e = false) {
  const n = {
    format: "utf-8",
    commands: ["branch", "-v", e ? "-D" : "-d", t2],
    parser(r2, s) {
      return gt(r2, s).branches[t2];
    },
    onError({ exitCode: r2, stdErr: s, stdOut: o2 }, i, a, c3) {
      if (!de(String(i), r2))
        return c3(i);
      throw new at(
        n.parser(F2(o2), F2(s)),
        String(i)
      );
    }
  };
  return n;
}
function fs(t2) {
  return {
    commands: ["check-ignore", ...t2],
    format: "utf-8",
    parser: ls
  };
}
function ls(t2) {
  return t2.split(/\n/g).map(hs).filter(Boolean);
}
function hs(t2) {
  const e = t2.trim().replace(/^["']|["']$/g, "");
  return e && Se(e);
}
function ps(t2, e) {
  return E2({
    raw: t2,
    remote: null,
    branches: [],
    tags: [],
    updated: [],
    deleted: []
  }, ms, [t2, e]);
}
function ds(t2) {
  return /^--upload-pack(=|$)/.test(t2);
}
function gs(t2, e, n) {
  const r2 = ["fetch", ...n];
  return t2 && e && r2.push(t2, e), r2.find(ds) ? b2("git.fetch: potential exploit argument blocked.") : {
    commands: r2,
    format: "utf-8",
    parser: ps
  };
}
function ws(t2) {
  return E2({ moves: [] }, ys, t2);
}
function bs(t2, e) {
  return {
    commands: ["mv", "-v", ...v(t2), e],
    format: "utf-8",
    parser: ws
  };
}
function Ts(t2, e, n) {
  const r2 = ["pull", ...n];
  return t2 && e && r2.splice(1, 0, t2, e), {
    commands: r2,
    format: "utf-8",
    parser(s, o2) {
      return ue(s, o2);
    },
    onError(s, o2, i, a) {
      const c3 = Rr(
        F2(s.stdOut),
        F2(s.stdErr)
      );
      if (c3)
        return a(new at(c3));
      a(o2);
    }
  };
}
function ks(t2) {
  const e = {};
  return ge(t2, ([n]) => e[n] = { name: n }), Object.values(e);
}
function _s(t2) {
  const e = {};
  return ge(t2, ([n, r2, s]) => {
    Object.hasOwn(e, n) || (e[n] = {
      name: n,
      refs: { fetch: "", push: "" }
    }), s && r2 && (e[n].refs[s.replace(/[^a-z]/g, "")] = r2);
  }), Object.values(e);
}
function ge(t2, e) {
  ut(t2, (n) => e(n.split(/\s+/)));
}
function vs(t2, e, n) {
  return g(["remote", "add", ...n, t2, e]);
}
function Es(t2) {
  const e = ["remote"];
  return t2 && e.push("-v"), {
    commands: e,
    format: "utf-8",
    parser: t2 ? _s : ks
  };
}
function Ss(t2) {
  const e = [...t2];
  return e[0] !== "ls-remote" && e.unshift("ls-remote"), g(e);
}
function Rs(t2) {
  const e = [...t2];
  return e[0] !== "remote" && e.unshift("remote"), g(e);
}
function Os(t2) {
  return g(["remote", "remove", t2]);
}
function Cs(t2 = {}, e) {
  const n = oe2(t2), r2 = ["stash", "list", ...n.commands, ...e], s = re(
    n.splitter,
    n.fields,
    pt(r2)
  );
  return dt(r2) || {
    commands: r2,
    format: "utf-8",
    parser: s
  };
}
function As(t2, e) {
  return X2(["add", t2, e]);
}
function xs(t2) {
  return X2(["init", ...t2]);
}
function X2(t2) {
  const e = [...t2];
  return e[0] !== "submodule" && e.unshift("submodule"), g(e);
}
function Ns(t2) {
  return X2(["update", ...t2]);
}
function Ms(t2, e) {
  const n = Number.isNaN(t2), r2 = Number.isNaN(e);
  return n !== r2 ? n ? 1 : -1 : n ? ye(t2, e) : 0;
}
function ye(t2, e) {
  return t2 === e ? 0 : t2 > e ? 1 : -1;
}
function Ds(t2) {
  return t2.trim();
}
function B2(t2) {
  return typeof t2 == "string" && parseInt(t2.replace(/^\D+/g, ""), 10) || 0;
}
function Ls(t2 = []) {
  const e = t2.some((n) => /^--sort=/.test(n));
  return {
    format: "utf-8",
    commands: ["tag", "-l", ...t2],
    parser(n) {
      return Ps(n, e);
    }
  };
}
function js(t2) {
  return {
    format: "utf-8",
    commands: ["tag", t2],
    parser() {
      return { name: t2 };
    }
  };
}
function Bs(t2, e) {
  return {
    format: "utf-8",
    commands: ["tag", "-a", "-m", e, t2],
    parser() {
      return { name: t2 };
    }
  };
}
function f2(t2, e) {
  this._plugins = e, this._executor = new Dn(
    t2.baseDir,
    new Xr(t2.maxConcurrentProcesses),
    e
  ), this._trimmed = t2.trimmed;
}
function Is(t2) {
  return t2 ? [{
    type: "spawn.before",
    action(r2, s) {
      t2.aborted && s.kill(new A2(void 0, "abort", "Abort already signaled"));
    }
  }, {
    type: "spawn.after",
    action(r2, s) {
      function o2() {
        s.kill(new A2(void 0, "abort", "Abort signal received"));
      }
      t2.addEventListener("abort", o2), s.spawned.on("close", () => t2.removeEventListener("abort", o2));
    }
  }] : void 0;
}
function Fs(t2, e = false) {
  const n = new Set(t2.map((r2) => r2.toLowerCase().trim()));
  return {
    type: "spawn.options",
    action(r2, s) {
      const o2 = { ...r2.env ?? process.env }, i = new Set(
        Object.keys(s.env).map((a) => a.toLowerCase().trim())
      );
      for (const a of Object.keys(o2)) {
        const c3 = a.toLowerCase().trim();
        if (!(!Gs(c3) || n.has(c3))) {
          if (i.has(c3))
            throw new A2(
              void 0,
              "allowEnvironment",
              `Use of "${a}" is blocked by the environment guard - add it to the allowEnvironment option to permit it`
            );
          Us("removing ambient guarded environment variable %s", a), delete o2[a];
        }
      }
      return {
        ...r2,
        env: {
          ...o2,
          GIT_TEST_DISALLOW_ABBREVIATED_OPTIONS: String(!e)
        }
      };
    }
  };
}
function Gs(t2) {
  const e = t2.toLowerCase().trim();
  return e.startsWith("git_") || _(e);
}
function zs(t2 = {}) {
  return {
    type: "spawn.args",
    action(e, { env: n }) {
      for (const r2 of oe(e, n))
        if (t2[r2.category] !== true)
          throw new A2(void 0, "unsafe", r2.message);
      return e;
    }
  };
}
function qs(t2) {
  const e = U(t2, "-c");
  return {
    type: "spawn.args",
    action(n) {
      return [...e, ...n];
    }
  };
}
function Ws({
  onClose: t2 = true,
  onExit: e = 50
} = {}) {
  function n() {
    let s = -1;
    const o2 = {
      close: (0, import_promise_deferred.deferred)(),
      closeTimeout: (0, import_promise_deferred.deferred)(),
      exit: (0, import_promise_deferred.deferred)(),
      exitTimeout: (0, import_promise_deferred.deferred)()
    }, i = Promise.race([
      t2 === false ? $t : o2.closeTimeout.promise,
      e === false ? $t : o2.exitTimeout.promise
    ]);
    return r2(t2, o2.close, o2.closeTimeout), r2(e, o2.exit, o2.exitTimeout), {
      close(a) {
        s = a, o2.close.done();
      },
      exit(a) {
        s = a, o2.exit.done();
      },
      get exitCode() {
        return s;
      },
      result: i
    };
  }
  function r2(s, o2, i) {
    s !== false && (s === true ? o2.promise : o2.promise.then(() => wt(s))).then(i.done);
  }
  return {
    type: "spawn.after",
    async action(s, { spawned: o2, close: i }) {
      const a = n();
      let c3 = true, y2 = () => {
        c3 = false;
      };
      o2.stdout?.on("data", y2), o2.stderr?.on("data", y2), o2.on("error", y2), o2.on("close", (w2) => a.close(w2)), o2.on("exit", (w2) => a.exit(w2));
      try {
        await a.result, c3 && await wt(50), i(a.exitCode);
      } catch (w2) {
        i(a.exitCode, w2);
      }
    }
  };
}
function Vs(t2) {
  return !t2 || !/^([a-z]:)?([a-z0-9/.\\_~-]+)$/i.test(t2);
}
function Pt(t2, e) {
  if (t2.length < 1 || t2.length > 2)
    throw new A2(void 0, "binary", Hs);
  if (t2.some(Vs))
    if (e)
      we("permitted unsafe binary %o", t2);
    else
      throw new A2(void 0, "binary", Ks);
  const [r2, s] = t2;
  return {
    binary: r2,
    prefix: s
  };
}
function Xs(t2, e = ["git"], n = false) {
  let r2 = Pt(v(e), n);
  t2.on("binary", (s) => {
    r2 = Pt(v(s), n), we.info("reconfiguring %o", r2);
  }), t2.append("spawn.binary", () => r2.binary), t2.append("spawn.args", (s) => r2.prefix ? [r2.prefix, ...s] : s);
}
function Ys(t2) {
  if (!t2)
    return "UNKNOWN";
  for (const [e, { text: n }] of Object.entries(be))
    if (t2.startsWith(`fatal: ${n}`))
      return e;
  return "UNKNOWN";
}
function Js(t2) {
  return !!(t2.exitCode && t2.stdErr.length);
}
function Zs(t2) {
  return Buffer.concat([...t2.stdOut, ...t2.stdErr]);
}
function to(t2 = false, e = Js, n = Zs) {
  return (r2, s) => !t2 && r2 || !e(s) ? r2 : n(s);
}
function eo(t2, e) {
  return t2 === 128 && e.startsWith("fatal:") ? new Qs(e) : new O2(void 0, e);
}
function Mt(t2) {
  return {
    type: "task.error",
    action(e, n) {
      const r2 = t2(e.error, {
        stdErr: n.stdErr,
        stdOut: n.stdOut,
        exitCode: n.exitCode
      });
      return Buffer.isBuffer(r2) ? {
        error: eo(n.exitCode, r2.toString("utf-8"))
      } : {
        error: r2
      };
    }
  };
}
function no(t2) {
  return {
    type: "spawn.after",
    action(e, { commands: n, input: r2, spawned: { stdin: s } }) {
      if (!s)
        return;
      const o2 = t2?.([...n]) ?? r2;
      if (!o2)
        return nt("generated zero length content, not writing to stdin");
      nt("writing %s bytes to stdin", Le(o2)), s.on("error", (i) => {
        i.code !== "EPIPE" && nt("[ERROR] stdin error %o", i);
      }), s.end(o2);
    }
  };
}
function so(t2) {
  const e = "--progress", n = ["checkout", "clone", "fetch", "pull", "push"];
  return [{
    type: "spawn.args",
    action(o2, i) {
      return n.includes(i.method) ? De(o2, e) : o2;
    }
  }, {
    type: "spawn.after",
    action(o2, i) {
      i.commands.includes(e) && i.spawned.stderr?.on("data", (a) => {
        const c3 = /^([\s\S]+?):\s*(\d+)% \((\d+)\/(\d+)\)/.exec(a.toString("utf8"));
        c3 && t2({
          method: i.method,
          stage: oo(c3[1]),
          progress: p(c3[2]),
          processed: p(c3[3]),
          total: p(c3[4])
        });
      });
    }
  }];
}
function oo(t2) {
  return String(t2.toLowerCase().split(" ", 1)) || "unknown";
}
function io(t2) {
  const e = je(t2, ["uid", "gid"]);
  return {
    type: "spawn.options",
    action(n) {
      return { ...e, ...n };
    }
  };
}
function ao() {
  return {
    type: "spawn.args",
    action(t2) {
      const e = [];
      let n;
      function r2(s) {
        (n = n || []).push(...s);
      }
      for (let s = 0; s < t2.length; s++) {
        const o2 = t2[s];
        if (r(o2)) {
          r2(o(o2));
          continue;
        }
        if (o2 === "--") {
          r2(
            t2.slice(s + 1).flatMap((i) => r(i) && o(i) || i)
          );
          break;
        }
        e.push(o2);
      }
      return n ? [...e, "--", ...n.map(String)] : e;
    }
  };
}
function uo({
  block: t2,
  stdErr: e = true,
  stdOut: n = true
}) {
  if (t2 > 0)
    return {
      type: "spawn.after",
      action(r2, s) {
        let o2;
        function i() {
          o2 && clearTimeout(o2), o2 = setTimeout(c3, t2);
        }
        function a() {
          s.spawned.stdout?.off("data", i), s.spawned.stderr?.off("data", i), s.spawned.off("exit", a), s.spawned.off("close", a), o2 && clearTimeout(o2);
        }
        function c3() {
          a(), s.kill(new A2(void 0, "timeout", "block timeout reached"));
        }
        n && s.spawned.stdout?.on("data", i), e && s.spawned.stderr?.on("data", i), s.spawned.on("exit", a), s.spawned.on("close", a), i();
      }
    };
}
var import_file_exists, import_debug, import_promise_deferred, O2, Ae, A2, at, xe, I2, W2, ft, K2, m, Be, G2, Bt, V2, z2, l2, x2, Fe, mt, Ut, Xe, Ye, Qe, Je, Ft, nn, rn, sn, zt, qt, mn, Ht, Kt, kn, _t, vn, j2, En, Vt, Cn, M2, ot, Pn, Dn, Yt, Bn, Un, Wn, J2, Xn, Yn, Qt, R2, Jt, rr, Ot, sr, or, ir, ar, te, ee2, ne2, ur, se, Z2, dr, ie, gr, yr, wr, br, Tr, kr, _r, vr, Er, Sr, ue, Or, Cr, Ar, Nr, $r, Pr, Lr, jr, Br, Ir, Ur, Gr, fe, Hr, le, Vr, Xr, he, Qr, Jr, Zr, ts, rs, pe, ss, gt, ms, ys, $s, Ps, Us, $t, we, Hs, Ks, be, Qs, nt, ro, wo;
var init_dist3 = __esm({
  "node_modules/simple-git/dist/index.mjs"() {
    init_dist();
    init_dist();
    import_file_exists = __toESM(require_dist(), 1);
    import_debug = __toESM(require_src(), 1);
    import_promise_deferred = __toESM(require_dist2(), 1);
    init_dist2();
    O2 = class extends Error {
      constructor(e, n) {
        super(n), this.task = e, Object.setPrototypeOf(this, new.target.prototype);
      }
    };
    Ae = class extends O2 {
      constructor(e, n) {
        super(void 0, n), this.config = e;
      }
    };
    A2 = class extends O2 {
      constructor(e, n, r2) {
        super(e, r2), this.task = e, this.plugin = n, Object.setPrototypeOf(this, new.target.prototype);
      }
    };
    at = class extends O2 {
      constructor(e, n) {
        super(void 0, n || String(e)), this.git = e;
      }
    };
    xe = class extends O2 {
      constructor(e) {
        super(void 0, e);
      }
    };
    I2 = "\0";
    W2 = () => {
    };
    ft = Object.prototype.toString.call.bind(Object.prototype.toString);
    K2 = (t2) => Array.isArray(t2);
    m = (t2) => typeof t2 == "string" || r(t2);
    Be = (t2) => m(t2) || Buffer.isBuffer(t2);
    G2 = (t2) => m(t2) || Array.isArray(t2) && t2.every(m);
    Bt = (t2) => t2 == null || "number|boolean|function".includes(typeof t2) ? false : typeof t2.length == "number";
    V2 = /* @__PURE__ */ ((t2) => (t2[t2.SUCCESS = 0] = "SUCCESS", t2[t2.ERROR = 1] = "ERROR", t2[t2.NOT_FOUND = -2] = "NOT_FOUND", t2[t2.UNCLEAN = 128] = "UNCLEAN", t2))(V2 || {});
    z2 = class _z {
      constructor(e, n) {
        this.stdOut = e, this.stdErr = n;
      }
      asStrings() {
        return new _z(this.stdOut.toString("utf8"), this.stdErr.toString("utf8"));
      }
    };
    l2 = class {
      constructor(e, n) {
        this.matches = [], this.useMatches = Ue, this.parse = (r2, s) => (this.resetMatches(), this._regExp.every((o2, i) => this.addMatch(o2, i, r2(i))) ? this.useMatches(s, this.prepareMatches()) !== false : false), this._regExp = Array.isArray(e) ? e : [e], n && (this.useMatches = n);
      }
      resetMatches() {
        this.matches.length = 0;
      }
      prepareMatches() {
        return this.matches;
      }
      addMatch(e, n, r2) {
        const s = r2 && e.exec(r2);
        return s && this.pushMatch(n, s), !!s;
      }
      pushMatch(e, n) {
        this.matches.push(...n.slice(1));
      }
    };
    x2 = class extends l2 {
      addMatch(e, n, r2) {
        return /^remote:\s/.test(String(r2)) && super.addMatch(e, n, r2);
      }
      pushMatch(e, n) {
        (e > 0 || n.length > 1) && super.pushMatch(e, n);
      }
    };
    Fe = {
      binary: "git",
      maxConcurrentProcesses: 5,
      config: [],
      trimmed: false
    };
    mt = ({ exitCode: t2 }, e, n, r2) => {
      if (t2 === V2.UNCLEAN && Ve(e))
        return n(Buffer.from("false"));
      r2(e);
    };
    Ut = (t2) => t2.trim() === "true";
    Xe = class {
      constructor(e) {
        this.paths = [], this.files = [], this.folders = [], this.dryRun = e;
      }
    };
    Ye = /^[a-z]+\s*/i;
    Qe = /^[a-z]+\s+[a-z]+\s*/i;
    Je = /\/$/;
    Ft = [];
    nn = "Git clean interactive mode is not supported";
    rn = 'Git clean mode parameter ("n" or "f") is required';
    sn = "Git clean unknown option found in: ";
    zt = /* @__PURE__ */ ((t2) => (t2.DRY_RUN = "n", t2.FORCE = "f", t2.IGNORED_INCLUDED = "x", t2.IGNORED_ONLY = "X", t2.EXCLUDING = "e", t2.QUIET = "q", t2.RECURSIVE = "d", t2))(zt || {});
    qt = /* @__PURE__ */ new Set([
      "i",
      ...L2(Object.values(zt))
    ]);
    mn = class {
      constructor() {
        this.files = [], this.values = /* @__PURE__ */ Object.create(null);
      }
      get all() {
        return this._all || (this._all = this.files.reduce((e, n) => Object.assign(e, this.values[n]), {})), this._all;
      }
      addFile(e) {
        if (!(e in this.values)) {
          const n = N2(this.files);
          this.values[e] = n ? Object.create(this.values[n]) : {}, this.files.push(e);
        }
        return this.values[e];
      }
      addValue(e, n, r2) {
        const s = this.addFile(e);
        Object.hasOwn(s, n) ? Array.isArray(s[n]) ? s[n].push(r2) : s[n] = [s[n], r2] : s[n] = r2, this._all = void 0;
      }
    };
    Ht = /* @__PURE__ */ ((t2) => (t2.system = "system", t2.global = "global", t2.local = "local", t2.worktree = "worktree", t2))(Ht || {});
    Kt = /* @__PURE__ */ ((t2) => (t2.ADDED = "A", t2.COPIED = "C", t2.DELETED = "D", t2.MODIFIED = "M", t2.RENAMED = "R", t2.CHANGED = "T", t2.UNMERGED = "U", t2.UNKNOWN = "X", t2.BROKEN = "B", t2))(Kt || {});
    kn = new Set(Object.values(Kt));
    vn = ["-h"];
    j2 = /* @__PURE__ */ Symbol("grepQuery");
    En = class {
      constructor() {
        this[_t] = [];
      }
      *[(_t = j2, Symbol.iterator)]() {
        for (const e of this[j2])
          yield e;
      }
      and(...e) {
        return e.length && this[j2].push("--and", "(", ...U(e, "-e"), ")"), this;
      }
      param(...e) {
        return this[j2].push(...U(e, "-e")), this;
      }
    };
    Vt = /* @__PURE__ */ ((t2) => (t2.MIXED = "mixed", t2.SOFT = "soft", t2.HARD = "hard", t2.MERGE = "merge", t2.KEEP = "keep", t2))(Vt || {});
    Cn = L2(Object.values(Vt));
    import_debug.default.formatters.L = (t2) => String(Bt(t2) ? t2.length : "-");
    import_debug.default.formatters.B = (t2) => Buffer.isBuffer(t2) ? t2.toString("utf8") : ft(t2);
    M2 = class M3 {
      constructor(e = "GitExecutor") {
        this.logLabel = e, this._queue = /* @__PURE__ */ new Map();
      }
      withProgress(e) {
        return this._queue.get(e);
      }
      createProgress(e) {
        const n = M3.getName(e.commands[0]), r2 = $2(this.logLabel, n);
        return {
          task: e,
          logger: r2,
          name: n
        };
      }
      push(e) {
        const n = this.createProgress(e);
        return n.logger("Adding task to the queue, commands = %o", e.commands), this._queue.set(e, n), n;
      }
      fatal(e) {
        for (const [n, { logger: r2 }] of Array.from(this._queue.entries()))
          n === e.task ? (r2.info("Failed %o", e), r2(
            "Fatal exception, any as-yet un-started tasks run through this executor will not be attempted"
          )) : r2.info(
            "A fatal exception occurred in a previous task, the queue has been purged: %o",
            e.message
          ), this.complete(n);
        if (this._queue.size !== 0)
          throw new Error(`Queue size should be zero after fatal: ${this._queue.size}`);
      }
      complete(e) {
        this.withProgress(e) && this._queue.delete(e);
      }
      attempt(e) {
        const n = this.withProgress(e);
        if (!n)
          throw new O2(void 0, "TasksPendingQueue: attempt called for an unknown task");
        return n.logger("Starting task"), n;
      }
      static getName(e = "empty") {
        return `task:${e}:${++M3.counter}`;
      }
    };
    M2.counter = 0;
    ot = M2;
    Pn = class {
      constructor(e, n, r2) {
        this._executor = e, this._scheduler = n, this._plugins = r2, this._chain = Promise.resolve(), this._queue = new ot();
      }
      get cwd() {
        return this._cwd || this._executor.cwd;
      }
      set cwd(e) {
        this._cwd = e;
      }
      get env() {
        return this._executor.env;
      }
      get outputHandler() {
        return this._executor.outputHandler;
      }
      chain() {
        return this;
      }
      push(e) {
        return this._queue.push(e), this._chain = this._chain.then(() => this.attemptTask(e));
      }
      async attemptTask(e) {
        const n = await this._scheduler.next(), r2 = () => this._queue.complete(e);
        try {
          const { logger: s } = this._queue.attempt(e);
          return await (kt(e) ? this.attemptEmptyTask(e, s) : this.attemptRemoteTask(e, s));
        } catch (s) {
          throw this.onFatalException(e, s);
        } finally {
          r2(), n();
        }
      }
      onFatalException(e, n) {
        const r2 = n instanceof O2 ? Object.assign(n, { task: e }) : new O2(e, n && String(n));
        return this._chain = Promise.resolve(), this._queue.fatal(r2), r2;
      }
      async attemptRemoteTask(e, n) {
        const r2 = this._plugins.exec("spawn.binary", "", this.taskContext(e, e.commands)), s = this._plugins.exec(
          "spawn.args",
          [...e.commands],
          this.taskContext(e, e.commands)
        ), o2 = await this.gitResponse(
          e,
          r2,
          s,
          this.outputHandler,
          n.step("SPAWN")
        ), i = await this.handleTaskData(e, s, o2, n.step("HANDLE"));
        return n("passing response to task's parser as a %s", e.format), en(e) ? Tt(e.parser, i) : Tt(e.parser, i.asStrings());
      }
      async attemptEmptyTask(e, n) {
        return n("empty task bypassing child process to call to task's parser"), e.parser(this);
      }
      handleTaskData(e, n, r2, s) {
        const { exitCode: o2, rejection: i, stdOut: a, stdErr: c3 } = r2;
        return new Promise((y2, w2) => {
          s("Preparing to handle process response exitCode=%d stdOut=", o2);
          const { error: T2 } = this._plugins.exec(
            "task.error",
            { error: i },
            {
              ...this.taskContext(e, n),
              ...r2
            }
          );
          if (T2 && e.onError)
            return s.info("exitCode=%s handling with custom error handler"), e.onError(
              r2,
              T2,
              (k2) => {
                s.info("custom error handler treated as success"), s("custom error returned a %s", ft(k2)), y2(
                  new z2(
                    Array.isArray(k2) ? Buffer.concat(k2) : k2,
                    Buffer.concat(c3)
                  )
                );
              },
              w2
            );
          if (T2)
            return s.info(
              "handling as error: exitCode=%s stdErr=%s rejection=%o",
              o2,
              c3.length,
              i
            ), w2(T2);
          s.info("retrieving task output complete"), y2(new z2(Buffer.concat(a), Buffer.concat(c3)));
        });
      }
      async gitResponse(e, n, r2, s, o2) {
        const i = o2.sibling("output"), a = this._plugins.exec(
          "spawn.options",
          {
            cwd: this.cwd,
            env: this.env,
            windowsHide: true
          },
          this.taskContext(e, e.commands)
        );
        return new Promise((c3) => {
          const y2 = [], w2 = [];
          o2.info("%s %o", n, r2), o2("%O", a);
          let T2 = this._beforeSpawn(e, r2);
          if (T2)
            return c3({
              stdOut: y2,
              stdErr: w2,
              exitCode: 9901,
              rejection: T2
            });
          this._plugins.exec("spawn.before", void 0, {
            ...this.taskContext(e, r2),
            kill(C2) {
              T2 = C2 || T2;
            }
          });
          const k2 = ve(n, r2, a);
          k2.stdout.on(
            "data",
            Et(y2, "stdOut", o2, i.step("stdOut"))
          ), k2.stderr.on(
            "data",
            Et(w2, "stdErr", o2, i.step("stdErr"))
          ), k2.on("error", Mn(w2, o2)), s && (o2("Passing child process stdOut/stdErr to custom outputHandler"), s(n, k2.stdout, k2.stderr, [...r2])), this._plugins.exec("spawn.after", void 0, {
            ...this.taskContext(e, r2),
            spawned: k2,
            close(C2, Te) {
              c3({
                stdOut: y2,
                stdErr: w2,
                exitCode: C2,
                rejection: T2 || Te
              });
            },
            kill(C2) {
              k2.killed || (T2 = C2, k2.kill("SIGINT"));
            }
          });
        });
      }
      _beforeSpawn(e, n) {
        let r2;
        return this._plugins.exec("spawn.before", void 0, {
          ...this.taskContext(e, n),
          kill(s) {
            r2 = s || r2;
          }
        }), r2;
      }
      taskContext(e, n) {
        return {
          method: String(Me(e.commands) || ""),
          commands: n,
          env: { ...this.env },
          input: kt(e) ? void 0 : e.input
        };
      }
    };
    Dn = class {
      constructor(e, n, r2) {
        this.cwd = e, this._scheduler = n, this._plugins = r2, this._chain = this.chain();
      }
      chain() {
        return new Pn(this, this._scheduler, this._plugins);
      }
      push(e) {
        return this._chain.push(e);
      }
    };
    Yt = (t2, e, n) => {
      const r2 = ["clone", ...n];
      return m(t2) && r2.push(c(t2)), m(e) && r2.push(c(e)), g(r2);
    };
    Bn = (t2, e, n) => (S2(n, "--mirror"), Yt(t2, e, n));
    Un = [
      new l2(/^\[([^\s]+)( \([^)]+\))? ([^\]]+)/, (t2, [e, n, r2]) => {
        t2.branch = e, t2.commit = r2, t2.root = !!n;
      }),
      new l2(/\s*Author:\s(.+)/i, (t2, [e]) => {
        const n = e.split("<"), r2 = n.pop();
        !r2 || !r2.includes("@") || (t2.author = {
          email: r2.substr(0, r2.length - 1),
          name: n.join("<").trim()
        });
      }),
      new l2(
        /(\d+)[^,]*(?:,\s*(\d+)[^,]*)(?:,\s*(\d+))/g,
        (t2, [e, n, r2]) => {
          t2.summary.changes = parseInt(e, 10) || 0, t2.summary.insertions = parseInt(n, 10) || 0, t2.summary.deletions = parseInt(r2, 10) || 0;
        }
      ),
      new l2(
        /^(\d+)[^,]*(?:,\s*(\d+)[^(]+\(([+-]))?/,
        (t2, [e, n, r2]) => {
          t2.summary.changes = parseInt(e, 10) || 0;
          const s = parseInt(n, 10) || 0;
          r2 === "-" ? t2.summary.deletions = s : r2 === "+" && (t2.summary.insertions = s);
        }
      )
    ];
    Wn = new l2(
      /([a-z-]+): (\d+)$/,
      (t2, [e, n]) => {
        const r2 = jt(e);
        Object.hasOwn(t2, r2) && (t2[r2] = p(n));
      }
    );
    J2 = class {
      constructor(e, n, r2, s) {
        this.bare = e, this.path = n, this.existing = r2, this.gitDir = s;
      }
    };
    Xn = /^Init.+ repository in (.+)$/;
    Yn = /^Rein.+ in (.+)$/;
    Qt = "--bare";
    R2 = /* @__PURE__ */ ((t2) => (t2.NONE = "", t2.STAT = "--stat", t2.NUM_STAT = "--numstat", t2.NAME_ONLY = "--name-only", t2.NAME_STATUS = "--name-status", t2))(R2 || {});
    Jt = /^--(stat|numstat|name-only|name-status)(=|$)/;
    rr = class {
      constructor() {
        this.changed = 0, this.deletions = 0, this.insertions = 0, this.files = [];
      }
    };
    Ot = [
      new l2(
        /^(.+)\s+\|\s+(\d+)(\s+[+\-]+)?$/,
        (t2, [e, n, r2 = ""]) => {
          t2.files.push({
            file: e.trim(),
            changes: p(n),
            insertions: r2.replace(/[^+]/g, "").length,
            deletions: r2.replace(/[^-]/g, "").length,
            binary: false
          });
        }
      ),
      new l2(
        /^(.+) \|\s+Bin ([0-9.]+) -> ([0-9.]+) ([a-z]+)/,
        (t2, [e, n, r2]) => {
          t2.files.push({
            file: e.trim(),
            before: p(n),
            after: p(r2),
            binary: true
          });
        }
      ),
      new l2(/^(.+)\s+\|\s+Bin\s*$/, (t2, [e]) => {
        t2.files.push({
          file: e.trim(),
          before: 0,
          after: 0,
          binary: true
        });
      }),
      new l2(
        /(\d+) files? changed\s*((?:, \d+ [^,]+){0,2})/,
        (t2, [e, n]) => {
          const r2 = /(\d+) i/.exec(n), s = /(\d+) d/.exec(n);
          t2.changed = p(e), t2.insertions = p(r2?.[1]), t2.deletions = p(s?.[1]);
        }
      )
    ];
    sr = [
      new l2(
        /(\d+)\t(\d+)\t(.+)$/,
        (t2, [e, n, r2]) => {
          const s = p(e), o2 = p(n);
          t2.changed++, t2.insertions += s, t2.deletions += o2, t2.files.push({
            file: r2,
            changes: s + o2,
            insertions: s,
            deletions: o2,
            binary: false
          });
        }
      ),
      new l2(/-\t-\t(.+)$/, (t2, [e]) => {
        t2.changed++, t2.files.push({
          file: e,
          after: 0,
          before: 0,
          binary: true
        });
      })
    ];
    or = [
      new l2(/(.+)$/, (t2, [e]) => {
        t2.changed++, t2.files.push({
          file: e,
          changes: 0,
          insertions: 0,
          deletions: 0,
          binary: false
        });
      })
    ];
    ir = [
      new l2(
        /([ACDMRTUXB])([0-9]{0,3})\t(.[^\t]*)(\t(.[^\t]*))?$/,
        (t2, [e, n, r2, s, o2]) => {
          t2.changed++, t2.files.push({
            file: o2 ?? r2,
            changes: 0,
            insertions: 0,
            deletions: 0,
            binary: false,
            status: bt(_n(e) && e),
            from: bt(!!o2 && r2 !== o2 && r2),
            similarity: p(n)
          });
        }
      )
    ];
    ar = {
      [R2.NONE]: Ot,
      [R2.STAT]: Ot,
      [R2.NUM_STAT]: sr,
      [R2.NAME_STATUS]: ir,
      [R2.NAME_ONLY]: or
    };
    te = "\xF2\xF2\xF2\xF2\xF2\xF2 ";
    ee2 = " \xF2\xF2";
    ne2 = " \xF2 ";
    ur = ["hash", "date", "message", "refs", "author_name", "author_email"];
    se = /* @__PURE__ */ ((t2) => (t2[t2["--pretty"] = 0] = "--pretty", t2[t2["max-count"] = 1] = "max-count", t2[t2.maxCount = 2] = "maxCount", t2[t2.n = 3] = "n", t2[t2.file = 4] = "file", t2[t2.format = 5] = "format", t2[t2.from = 6] = "from", t2[t2.to = 7] = "to", t2[t2.splitter = 8] = "splitter", t2[t2.symmetric = 9] = "symmetric", t2[t2.mailMap = 10] = "mailMap", t2[t2.multiLine = 11] = "multiLine", t2[t2.strictDate = 12] = "strictDate", t2))(se || {});
    Z2 = class {
      constructor(e, n = null, r2) {
        this.reason = e, this.file = n, this.meta = r2;
      }
      toString() {
        return `${this.file}:${this.reason}`;
      }
    };
    dr = class {
      constructor() {
        this.conflicts = [], this.merges = [], this.result = "success";
      }
      get failed() {
        return this.conflicts.length > 0;
      }
      get reason() {
        return this.result;
      }
      toString() {
        return this.conflicts.length ? `CONFLICTS: ${this.conflicts.join(", ")}` : "OK";
      }
    };
    ie = class {
      constructor() {
        this.remoteMessages = {
          all: []
        }, this.created = [], this.deleted = [], this.files = [], this.deletions = {}, this.insertions = {}, this.summary = {
          changes: 0,
          deletions: 0,
          insertions: 0
        };
      }
    };
    gr = class {
      constructor() {
        this.remote = "", this.hash = {
          local: "",
          remote: ""
        }, this.branch = {
          local: "",
          remote: ""
        }, this.message = "";
      }
      toString() {
        return this.message;
      }
    };
    yr = [
      new x2(
        /^remote:\s*(enumerating|counting|compressing) objects: (\d+),/i,
        (t2, [e, n]) => {
          const r2 = e.toLowerCase(), s = tt(t2.remoteMessages);
          Object.assign(s, { [r2]: p(n) });
        }
      ),
      new x2(
        /^remote:\s*(enumerating|counting|compressing) objects: \d+% \(\d+\/(\d+)\),/i,
        (t2, [e, n]) => {
          const r2 = e.toLowerCase(), s = tt(t2.remoteMessages);
          Object.assign(s, { [r2]: p(n) });
        }
      ),
      new x2(
        /total ([^,]+), reused ([^,]+), pack-reused (\d+)/i,
        (t2, [e, n, r2]) => {
          const s = tt(t2.remoteMessages);
          s.total = Ct(e), s.reused = Ct(n), s.packReused = p(r2);
        }
      )
    ];
    wr = [
      new x2(/^remote:\s*(.+)$/, (t2, [e]) => (t2.remoteMessages.all.push(e.trim()), false)),
      ...yr,
      new x2(
        [/create a (?:pull|merge) request/i, /\s(https?:\/\/\S+)$/],
        (t2, [e]) => {
          t2.remoteMessages.pullRequestUrl = e;
        }
      ),
      new x2(
        [/found (\d+) vulnerabilities.+\(([^)]+)\)/i, /\s(https?:\/\/\S+)$/],
        (t2, [e, n, r2]) => {
          t2.remoteMessages.vulnerabilities = {
            count: p(e),
            summary: n,
            url: r2
          };
        }
      )
    ];
    br = class {
      constructor() {
        this.all = [];
      }
    };
    Tr = /^\s*(.+?)\s+\|\s+\d+\s*(\+*)(-*)/;
    kr = /(\d+)\D+((\d+)\D+\(\+\))?(\D+(\d+)\D+\(-\))?/;
    _r = /^(create|delete) mode \d+ (.+)/;
    vr = [
      new l2(Tr, (t2, [e, n, r2]) => {
        t2.files.push(e), n && (t2.insertions[e] = n.length), r2 && (t2.deletions[e] = r2.length);
      }),
      new l2(kr, (t2, [e, , n, , r2]) => n !== void 0 || r2 !== void 0 ? (t2.summary.changes = +e || 0, t2.summary.insertions = +n || 0, t2.summary.deletions = +r2 || 0, true) : false),
      new l2(_r, (t2, [e, n]) => {
        S2(t2.files, n), S2(e === "create" ? t2.created : t2.deleted, n);
      })
    ];
    Er = [
      new l2(/^from\s(.+)$/i, (t2, [e]) => {
        t2.remote = e;
      }),
      new l2(/^fatal:\s(.+)$/, (t2, [e]) => {
        t2.message = e;
      }),
      new l2(
        /([a-z0-9]+)\.\.([a-z0-9]+)\s+(\S+)\s+->\s+(\S+)$/,
        (t2, [e, n, r2, s]) => {
          t2.branch.local = r2, t2.hash.local = e, t2.branch.remote = s, t2.hash.remote = n;
        }
      )
    ];
    Sr = (t2, e) => E2(new ie(), vr, [t2, e]);
    ue = (t2, e) => Object.assign(
      new ie(),
      Sr(t2, e),
      ae(t2, e)
    );
    Or = [
      new l2(/^Auto-merging\s+(.+)$/, (t2, [e]) => {
        t2.merges.push(e);
      }),
      new l2(/^CONFLICT\s+\((.+)\): Merge conflict in (.+)$/, (t2, [e, n]) => {
        t2.conflicts.push(new Z2(e, n));
      }),
      new l2(
        /^CONFLICT\s+\((.+\/delete)\): (.+) deleted in (.+) and/,
        (t2, [e, n, r2]) => {
          t2.conflicts.push(new Z2(e, n, { deleteRef: r2 }));
        }
      ),
      new l2(/^CONFLICT\s+\((.+)\):/, (t2, [e]) => {
        t2.conflicts.push(new Z2(e, null));
      }),
      new l2(/^Automatic merge failed;\s+(.+)$/, (t2, [e]) => {
        t2.result = e;
      })
    ];
    Cr = (t2, e) => Object.assign(Ar(t2), ue(t2, e));
    Ar = (t2) => E2(new dr(), Or, t2);
    Nr = [
      new l2(/^Pushing to (.+)$/, (t2, [e]) => {
        t2.repo = e;
      }),
      new l2(/^updating local tracking ref '(.+)'/, (t2, [e]) => {
        t2.ref = {
          ...t2.ref || {},
          local: e
        };
      }),
      new l2(/^[=*-]\s+([^:]+):(\S+)\s+\[(.+)]$/, (t2, [e, n, r2]) => {
        t2.pushed.push(xr(e, n, r2));
      }),
      new l2(
        /^Branch '([^']+)' set up to track remote branch '([^']+)' from '([^']+)'/,
        (t2, [e, n, r2]) => {
          t2.branch = {
            ...t2.branch || {},
            local: e,
            remote: n,
            remoteName: r2
          };
        }
      ),
      new l2(
        /^([^:]+):(\S+)\s+([a-z0-9]+)\.\.([a-z0-9]+)$/,
        (t2, [e, n, r2, s]) => {
          t2.update = {
            head: {
              local: e,
              remote: n
            },
            hash: {
              from: r2,
              to: s
            }
          };
        }
      )
    ];
    $r = (t2, e) => {
      const n = Pr(t2, e), r2 = ae(t2, e);
      return {
        ...n,
        ...r2
      };
    };
    Pr = (t2, e) => E2({ pushed: [] }, Nr, [t2, e]);
    Lr = /^(.+)\0(.+)$/;
    jr = class {
      constructor(e, n, r2) {
        if (this.path = e, this.index = n, this.working_dir = r2, n === "R" || r2 === "R") {
          const s = Lr.exec(e) || [null, e, e];
          this.from = s[2] || "", this.path = s[1] || "";
        }
      }
    };
    Br = class {
      constructor() {
        this.not_added = [], this.conflicted = [], this.created = [], this.deleted = [], this.ignored = void 0, this.modified = [], this.renamed = [], this.files = [], this.staged = [], this.ahead = 0, this.behind = 0, this.current = null, this.tracking = null, this.detached = false, this.isClean = () => !this.files.length;
      }
    };
    Ir = new Map([
      _2(
        " ",
        "A",
        (t2, e) => t2.created.push(e)
      ),
      _2(
        " ",
        "D",
        (t2, e) => t2.deleted.push(e)
      ),
      _2(
        " ",
        "M",
        (t2, e) => t2.modified.push(e)
      ),
      _2("A", " ", (t2, e) => {
        t2.created.push(e), t2.staged.push(e);
      }),
      _2("A", "M", (t2, e) => {
        t2.created.push(e), t2.staged.push(e), t2.modified.push(e);
      }),
      _2("D", " ", (t2, e) => {
        t2.deleted.push(e), t2.staged.push(e);
      }),
      _2("M", " ", (t2, e) => {
        t2.modified.push(e), t2.staged.push(e);
      }),
      _2("M", "M", (t2, e) => {
        t2.modified.push(e), t2.staged.push(e);
      }),
      _2("R", " ", (t2, e) => {
        t2.renamed.push(xt(e));
      }),
      _2("R", "M", (t2, e) => {
        const n = xt(e);
        t2.renamed.push(n), t2.modified.push(n.to);
      }),
      _2("!", "!", (t2, e) => {
        (t2.ignored = t2.ignored || []).push(e);
      }),
      _2(
        "?",
        "?",
        (t2, e) => t2.not_added.push(e)
      ),
      ...et(
        "A",
        "A",
        "U"
        /* UNMERGED */
      ),
      ...et(
        "D",
        "D",
        "U"
        /* UNMERGED */
      ),
      ...et(
        "U",
        "A",
        "D",
        "U"
        /* UNMERGED */
      ),
      [
        "##",
        (t2, e) => {
          const n = /ahead (\d+)/, r2 = /behind (\d+)/, s = /^(.+?(?=(?:\.{3}|\s|$)))/, o2 = /\.{3}(\S*)/, i = /\son\s(\S+?)(?=\.{3}|$)/;
          let a = n.exec(e);
          t2.ahead = a && +a[1] || 0, a = r2.exec(e), t2.behind = a && +a[1] || 0, a = s.exec(e), t2.current = d(a?.[1], m, null), a = o2.exec(e), t2.tracking = d(a?.[1], m, null), a = i.exec(e), a && (t2.current = d(a?.[1], m, t2.current)), t2.detached = /\(no branch\)/.test(e);
        }
      ]
    ]);
    Ur = function(t2) {
      const e = t2.split(I2), n = new Br();
      for (let r2 = 0, s = e.length; r2 < s; ) {
        let o2 = e[r2++].trim();
        o2 && (o2.charAt(0) === "R" && (o2 += I2 + (e[r2++] || "")), Fr(n, o2));
      }
      return n;
    };
    Gr = ["--null", "-z"];
    fe = "installed=false";
    Hr = [
      new l2(
        /version (\d+)\.(\d+)\.(\d+)(?:\s*\((.+)\))?/,
        (t2, [e, n, r2, s = ""]) => {
          Object.assign(
            t2,
            q2(p(e), p(n), p(r2), s)
          );
        }
      ),
      new l2(
        /version (\d+)\.(\d+)\.(\D+)(.+)?$/,
        (t2, [e, n, r2, s = ""]) => {
          Object.assign(t2, q2(p(e), p(n), r2, s));
        }
      )
    ];
    le = class {
      constructor(e) {
        this._executor = e;
      }
      _runTask(e, n) {
        const r2 = this._executor.chain(), s = r2.push(e);
        return n && Ln(e, s, n), Object.create(this, {
          then: { value: s.then.bind(s) },
          catch: { value: s.catch.bind(s) },
          _executor: { value: r2 }
        });
      }
      add(e) {
        return this._runTask(
          g(["add", ...v(e)]),
          u(arguments)
        );
      }
      cwd(e) {
        const n = u(arguments);
        return typeof e == "string" ? this._runTask(St(e, this._executor), n) : typeof e?.path == "string" ? this._runTask(
          St(
            e.path,
            e.root && this._executor || void 0
          ),
          n
        ) : this._runTask(
          b2("Git.cwd: workingDirectory must be supplied as a string"),
          n
        );
      }
      hashObject(e, n) {
        return this._runTask(
          Vn(e, n === true),
          u(arguments)
        );
      }
      init(e) {
        return this._runTask(
          Zn(e === true, this._executor.cwd, h2(arguments)),
          u(arguments)
        );
      }
      merge() {
        return this._runTask(
          At(h2(arguments)),
          u(arguments)
        );
      }
      mergeFromTo(e, n) {
        return m(e) && m(n) ? this._runTask(
          At([e, n, ...h2(arguments)]),
          u(arguments, false)
        ) : this._runTask(
          b2(
            "Git.mergeFromTo requires that the 'remote' and 'branch' arguments are supplied as strings"
          )
        );
      }
      outputHandler(e) {
        return this._executor.outputHandler = e, this;
      }
      push() {
        const e = ce(
          {
            remote: d(arguments[0], m),
            branch: d(arguments[1], m)
          },
          h2(arguments)
        );
        return this._runTask(e, u(arguments));
      }
      stash() {
        return this._runTask(
          g(["stash", ...h2(arguments)]),
          u(arguments)
        );
      }
      status() {
        return this._runTask(
          zr(h2(arguments)),
          u(arguments)
        );
      }
    };
    Object.assign(
      le.prototype,
      jn(),
      In(),
      zn(),
      Tn(),
      Hn(),
      Kn(),
      On(),
      er(),
      pr(),
      Dr(),
      Wr()
    );
    Vr = /* @__PURE__ */ (() => {
      let t2 = 0;
      return () => {
        t2++;
        const { promise: e, done: n } = (0, import_promise_deferred.createDeferred)();
        return {
          promise: e,
          done: n,
          id: t2
        };
      };
    })();
    Xr = class {
      constructor(e = 2) {
        this.concurrency = e, this.logger = $2("", "scheduler"), this.pending = [], this.running = [], this.logger("Constructed, concurrency=%s", e);
      }
      schedule() {
        if (!this.pending.length || this.running.length >= this.concurrency) {
          this.logger(
            "Schedule attempt ignored, pending=%s running=%s concurrency=%s",
            this.pending.length,
            this.running.length,
            this.concurrency
          );
          return;
        }
        const e = S2(this.running, this.pending.shift());
        this.logger("Attempting id=%s", e.id), e.done(() => {
          this.logger("Completing id=", e.id), ct(this.running, e), this.schedule();
        });
      }
      next() {
        const { promise: e, id: n } = S2(this.pending, Vr());
        return this.logger("Scheduling id=%s", n), this.schedule(), e;
      }
    };
    he = /* @__PURE__ */ ((t2) => (t2.CURRENT = "*", t2.LINKED = "+", t2))(he || {});
    Qr = class {
      constructor() {
        this.all = [], this.branches = {}, this.current = "", this.detached = false;
      }
      push(e, n, r2, s, o2) {
        e === "*" && (this.detached = n, this.current = r2), this.all.push(r2), this.branches[r2] = {
          current: e === "*",
          linkedWorkTree: e === "+",
          name: r2,
          commit: s,
          label: o2
        };
      }
    };
    Jr = [
      new l2(
        /^([*+]\s)?\((?:HEAD )?detached (?:from|at) (\S+)\)\s+([a-z0-9]+)\s(.*)$/,
        (t2, [e, n, r2, s]) => {
          t2.push(Nt(e), true, n, r2, s);
        }
      ),
      new l2(
        /^([*+]\s)?(\S+)\s+([a-z0-9]+)\s?(.*)$/s,
        (t2, [e, n, r2, s]) => {
          t2.push(Nt(e), false, n, r2, s);
        }
      )
    ];
    Zr = new l2(/^(\S+)$/s, (t2, [e]) => {
      t2.push(he.CURRENT, false, e, "", "");
    });
    ts = class {
      constructor() {
        this.all = [], this.branches = {}, this.errors = [];
      }
      get success() {
        return !this.errors.length;
      }
    };
    rs = /(\S+)\s+\(\S+\s([^)]+)\)/;
    pe = /^error[^']+'([^']+)'/m;
    ss = [
      new l2(rs, (t2, [e, n]) => {
        const r2 = es(e, n);
        t2.all.push(r2), t2.branches[e] = r2;
      }),
      new l2(pe, (t2, [e]) => {
        const n = ns(e);
        t2.errors.push(n), t2.all.push(n), t2.branches[e] = n;
      })
    ];
    gt = (t2, e) => E2(new ts(), ss, [t2, e]);
    ms = [
      new l2(/From (.+)$/, (t2, [e]) => {
        t2.remote = e;
      }),
      new l2(/\* \[new branch]\s+(\S+)\s*-> (.+)$/, (t2, [e, n]) => {
        t2.branches.push({
          name: e,
          tracking: n
        });
      }),
      new l2(/\* \[new tag]\s+(\S+)\s*-> (.+)$/, (t2, [e, n]) => {
        t2.tags.push({
          name: e,
          tracking: n
        });
      }),
      new l2(/- \[deleted]\s+\S+\s*-> (.+)$/, (t2, [e]) => {
        t2.deleted.push({
          tracking: e
        });
      }),
      new l2(
        /\s*([^.]+)\.\.(\S+)\s+(\S+)\s*-> (.+)$/,
        (t2, [e, n, r2, s]) => {
          t2.updated.push({
            name: r2,
            tracking: s,
            to: n,
            from: e
          });
        }
      )
    ];
    ys = [
      new l2(/^Renaming (.+) to (.+)$/, (t2, [e, n]) => {
        t2.moves.push({ from: e, to: n });
      })
    ];
    $s = class {
      constructor(e, n) {
        this.all = e, this.latest = n;
      }
    };
    Ps = function(t2, e = false) {
      const n = t2.split(`
`).map(Ds).filter(Boolean);
      e || n.sort(function(s, o2) {
        const i = s.split("."), a = o2.split(".");
        if (i.length === 1 || a.length === 1)
          return Ms(B2(i[0]), B2(a[0]));
        for (let c3 = 0, y2 = Math.max(i.length, a.length); c3 < y2; c3++) {
          const w2 = ye(B2(i[c3]), B2(a[c3]));
          if (w2)
            return w2;
        }
        return 0;
      });
      const r2 = e ? n[0] : [...n].reverse().find((s) => s.indexOf(".") >= 0);
      return new $s(n, r2);
    };
    (f2.prototype = Object.create(le.prototype)).constructor = f2;
    f2.prototype.customBinary = function(t2) {
      return this._plugins.reconfigure("binary", t2), this;
    };
    f2.prototype.env = function(t2, e) {
      return arguments.length === 1 && typeof t2 == "object" ? this._executor.env = t2 : (this._executor.env = this._executor.env || {})[t2] = e, this;
    };
    f2.prototype.stashList = function(t2) {
      return this._runTask(
        Cs(
          ht(arguments) || {},
          K2(t2) && t2 || []
        ),
        u(arguments)
      );
    };
    f2.prototype.mv = function(t2, e) {
      return this._runTask(bs(t2, e), u(arguments));
    };
    f2.prototype.checkoutLatestTag = function(t2) {
      var e = this;
      return this.pull(function() {
        e.tags(function(n, r2) {
          e.checkout(r2.latest, t2);
        });
      });
    };
    f2.prototype.pull = function(t2, e, n, r2) {
      return this._runTask(
        Ts(
          d(t2, m),
          d(e, m),
          h2(arguments)
        ),
        u(arguments)
      );
    };
    f2.prototype.fetch = function(t2, e) {
      return this._runTask(
        gs(
          d(t2, m),
          d(e, m),
          h2(arguments)
        ),
        u(arguments)
      );
    };
    f2.prototype.tags = function(t2, e) {
      return this._runTask(
        Ls(h2(arguments)),
        u(arguments)
      );
    };
    f2.prototype.rebase = function() {
      return this._runTask(
        g(["rebase", ...h2(arguments)]),
        u(arguments)
      );
    };
    f2.prototype.reset = function(t2) {
      return this._runTask(
        An(xn(t2), h2(arguments)),
        u(arguments)
      );
    };
    f2.prototype.revert = function(t2) {
      const e = u(arguments);
      return typeof t2 != "string" ? this._runTask(b2("Commit must be a string"), e) : this._runTask(
        g(["revert", ...h2(arguments, 0, true), t2]),
        e
      );
    };
    f2.prototype.addTag = function(t2) {
      const e = typeof t2 == "string" ? js(t2) : b2("Git.addTag requires a tag name");
      return this._runTask(e, u(arguments));
    };
    f2.prototype.addAnnotatedTag = function(t2, e) {
      return this._runTask(
        Bs(t2, e),
        u(arguments)
      );
    };
    f2.prototype.deleteLocalBranch = function(t2, e, n) {
      return this._runTask(
        cs(t2, typeof e == "boolean" ? e : false),
        u(arguments)
      );
    };
    f2.prototype.deleteLocalBranches = function(t2, e, n) {
      return this._runTask(
        us(t2, typeof e == "boolean" ? e : false),
        u(arguments)
      );
    };
    f2.prototype.branch = function(t2, e) {
      return this._runTask(
        is(h2(arguments)),
        u(arguments)
      );
    };
    f2.prototype.branchLocal = function(t2) {
      return this._runTask(as(), u(arguments));
    };
    f2.prototype.raw = function(t2) {
      const e = !Array.isArray(t2), n = [].slice.call(e ? arguments : t2, 0);
      for (let s = 0; s < n.length && e; s++)
        if (!st(n[s])) {
          n.splice(s, n.length - s);
          break;
        }
      n.push(...h2(arguments, 0, true));
      var r2 = u(arguments);
      return n.length ? this._runTask(g(n, this._trimmed), r2) : this._runTask(
        b2("Raw: must supply one or more command to execute"),
        r2
      );
    };
    f2.prototype.submoduleAdd = function(t2, e, n) {
      return this._runTask(As(t2, e), u(arguments));
    };
    f2.prototype.submoduleUpdate = function(t2, e) {
      return this._runTask(
        Ns(h2(arguments, true)),
        u(arguments)
      );
    };
    f2.prototype.submoduleInit = function(t2, e) {
      return this._runTask(
        xs(h2(arguments, true)),
        u(arguments)
      );
    };
    f2.prototype.subModule = function(t2, e) {
      return this._runTask(
        X2(h2(arguments)),
        u(arguments)
      );
    };
    f2.prototype.listRemote = function() {
      return this._runTask(
        Ss(h2(arguments)),
        u(arguments)
      );
    };
    f2.prototype.addRemote = function(t2, e, n) {
      return this._runTask(
        vs(t2, e, h2(arguments)),
        u(arguments)
      );
    };
    f2.prototype.removeRemote = function(t2, e) {
      return this._runTask(Os(t2), u(arguments));
    };
    f2.prototype.getRemotes = function(t2, e) {
      return this._runTask(Es(t2 === true), u(arguments));
    };
    f2.prototype.remote = function(t2, e) {
      return this._runTask(
        Rs(h2(arguments)),
        u(arguments)
      );
    };
    f2.prototype.tag = function(t2, e) {
      const n = h2(arguments);
      return n[0] !== "tag" && n.unshift("tag"), this._runTask(g(n), u(arguments));
    };
    f2.prototype.updateServerInfo = function(t2) {
      return this._runTask(
        g(["update-server-info"]),
        u(arguments)
      );
    };
    f2.prototype.pushTags = function(t2, e) {
      const n = Mr(
        { remote: d(t2, m) },
        h2(arguments)
      );
      return this._runTask(n, u(arguments));
    };
    f2.prototype.rm = function(t2) {
      return this._runTask(
        g(["rm", "-f", ...v(t2)]),
        u(arguments)
      );
    };
    f2.prototype.rmKeepLocal = function(t2) {
      return this._runTask(
        g(["rm", "--cached", ...v(t2)]),
        u(arguments)
      );
    };
    f2.prototype.catFile = function(t2, e) {
      return this._catFile("utf-8", arguments);
    };
    f2.prototype.binaryCatFile = function() {
      return this._catFile("buffer", arguments);
    };
    f2.prototype._catFile = function(t2, e) {
      var n = u(e), r2 = ["cat-file"], s = e[0];
      if (typeof s == "string")
        return this._runTask(
          b2("Git.catFile: options must be supplied as an array of strings"),
          n
        );
      Array.isArray(s) && r2.push.apply(r2, s);
      const o2 = t2 === "buffer" ? Gt(r2) : g(r2);
      return this._runTask(o2, n);
    };
    f2.prototype.diff = function(t2, e) {
      const n = m(t2) ? b2(
        "git.diff: supplying options as a single string is no longer supported, switch to an array of strings"
      ) : g(["diff", ...h2(arguments)]);
      return this._runTask(n, u(arguments));
    };
    f2.prototype.diffSummary = function() {
      return this._runTask(
        fr(h2(arguments, 1)),
        u(arguments)
      );
    };
    f2.prototype.applyPatch = function(t2) {
      const e = G2(t2) ? Yr(v(t2), h2([].slice.call(arguments, 1))) : b2(
        "git.applyPatch requires one or more string patches as the first argument"
      );
      return this._runTask(e, u(arguments));
    };
    f2.prototype.revparse = function() {
      const t2 = ["rev-parse", ...h2(arguments, true)];
      return this._runTask(
        g(t2, true),
        u(arguments)
      );
    };
    f2.prototype.clean = function(t2, e, n) {
      const r2 = un(t2), s = r2 && t2.join("") || d(t2, m) || "", o2 = h2([].slice.call(arguments, r2 ? 1 : 0));
      return this._runTask(
        on(s, o2),
        u(arguments)
      );
    };
    f2.prototype.exec = function(t2) {
      const e = {
        commands: [],
        format: "utf-8",
        parser() {
          typeof t2 == "function" && t2();
        }
      };
      return this._runTask(e);
    };
    f2.prototype.checkIgnore = function(t2, e) {
      return this._runTask(
        fs(v(d(t2, G2, []))),
        u(arguments)
      );
    };
    f2.prototype.checkIsRepo = function(t2, e) {
      return this._runTask(
        We(d(t2, m)),
        u(arguments)
      );
    };
    Us = $2("", "plugin:allowEnvironment");
    $t = (0, import_promise_deferred.deferred)().promise;
    we = $2("", "plugin:binary");
    Hs = "Invalid value supplied for custom binary, requires a single string or an array containing either one or two strings";
    Ks = "Invalid value supplied for custom binary, restricted characters must be removed or supply the unsafe.allowUnsafeCustomBinary option";
    be = {
      DISALLOWED_ABBREVIATED: {
        text: "disallowed abbreviated or ambiguous option",
        solution: "Unambiguous abbreviated options blocked with unsafe.allowAbbreviatedOptions setting: {message}"
      },
      UNKNOWN: {
        text: "~ unknown ~",
        solution: void 0
      }
    };
    Qs = class extends O2 {
      constructor(e = "") {
        const n = Ys(e);
        super(void 0, be[n].solution?.replace("{message}", e) ?? e), this.reason = n;
      }
    };
    nt = $2("", "plugin:input");
    ro = class {
      constructor() {
        this.plugins = /* @__PURE__ */ new Set(), this.events = new Ce();
      }
      on(e, n) {
        this.events.on(e, n);
      }
      reconfigure(e, n) {
        this.events.emit(e, n);
      }
      append(e, n) {
        const r2 = S2(this.plugins, { type: e, action: n });
        return () => this.plugins.delete(r2);
      }
      add(e) {
        const n = [];
        return v(e).forEach(
          (r2) => {
            r2 && this.plugins.add(S2(n, r2));
          }
        ), () => {
          n.forEach((r2) => {
            this.plugins.delete(r2);
          });
        };
      }
      exec(e, n, r2) {
        let s = n;
        const o2 = Object.freeze(Object.create(r2));
        for (const i of this.plugins)
          i.type === e && (s = i.action(s, o2));
        return s;
      }
    };
    wo = (t2, e) => {
      const n = new ro(), r2 = Ge(
        t2 && (typeof t2 == "string" ? { baseDir: t2 } : t2) || {},
        e
      );
      if (!Lt(r2.baseDir))
        throw new Ae(
          r2,
          "Cannot use simple-git on a directory that does not exist"
        );
      return Array.isArray(r2.config) && n.add(qs(r2.config)), n.add(zs(r2.unsafe)), n.add(Ws(r2.completion)), r2.abort && n.add(Is(r2.abort)), r2.progress && n.add(so(r2.progress)), r2.timeout && n.add(uo(r2.timeout)), r2.spawnOptions && n.add(io(r2.spawnOptions)), n.add(ao()), n.add(no(r2.input)), n.add(Mt(to(true))), r2.errors && n.add(Mt(r2.errors)), Xs(n, r2.binary, r2.unsafe?.allowUnsafeCustomBinary), n.add(
        Fs(r2.allowEnvironment ?? [], r2.unsafe?.allowAbbreviatedOptions)
      ), new f2(r2, n);
    };
  }
});

// src/fingerprint/git-file-set.ts
function gitEnvironment(env) {
  const out = {};
  for (const [key, value] of Object.entries(env)) {
    if (value === void 0) continue;
    const k2 = key.toLowerCase().trim();
    if (k2.startsWith("git_") || GUARDED_NON_GIT_KEYS.has(k2)) continue;
    out[key] = value;
  }
  return out;
}
function gitSetEnabled(env) {
  return env.COWORK_HARNESS_GITSET !== "0";
}
function gitFor(root, env) {
  return wo({ baseDir: root, config: ["safe.directory=*"], maxConcurrentProcesses: 4, completion: { onClose: true, onExit: false } }).env(
    gitEnvironment(env)
  );
}
function gitAccepts(tracked, rel) {
  return rel === "" || tracked.files.has(rel) || tracked.dirs.has(rel);
}
var GUARDED_NON_GIT_KEYS;
var init_git_file_set = __esm({
  "src/fingerprint/git-file-set.ts"() {
    "use strict";
    init_dist3();
    GUARDED_NON_GIT_KEYS = /* @__PURE__ */ new Set(["editor", "pager", "prefix", "ssh_askpass", "visual"]);
  }
});

// src/fingerprint/git-repo-index.ts
import { realpath, stat } from "node:fs/promises";
import { basename, dirname, join, relative, sep } from "node:path";
function parseLsFilesStage(output) {
  const paths = [];
  const blobs = /* @__PURE__ */ new Map();
  let previous;
  let sorted2 = true;
  for (let start = 0; start < output.length; ) {
    let end = output.indexOf("\0", start);
    if (end === -1) end = output.length;
    const tab = output.indexOf("	", start);
    if (tab !== -1 && tab < end) {
      const path = output.slice(tab + 1, end);
      if (path !== previous) {
        if (previous !== void 0 && path < previous) sorted2 = false;
        paths.push(path);
        previous = path;
      }
      const sp0 = output.indexOf(" ", start);
      const sp1 = output.indexOf(" ", sp0 + 1);
      const sp2 = output.indexOf(" ", sp1 + 1);
      const tag = output.slice(start, sp0);
      const mode = output.slice(sp0 + 1, sp1);
      if (tag === "H" && output.slice(sp2 + 1, tab) === "0" && (mode === "100644" || mode === "100755")) blobs.set(path, output.slice(sp1 + 1, sp2));
    }
    start = end + 1;
  }
  return { paths: sorted2 ? paths : [...new Set(paths)].sort(byCodeUnits), blobs };
}
function sliceListing(listing, prefix, dirty) {
  const files = /* @__PURE__ */ new Set();
  const dirs = /* @__PURE__ */ new Set();
  const blobs = /* @__PURE__ */ new Map();
  const lead = prefix === "" ? "" : `${prefix}/`;
  const { paths } = listing;
  let lo = 0;
  let hi = paths.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (paths[mid] < lead) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < paths.length; i++) {
    const full = paths[i];
    if (!full.startsWith(lead)) break;
    const path = full.slice(lead.length);
    files.add(path);
    for (let slash = path.indexOf("/"); slash !== -1; slash = path.indexOf("/", slash + 1)) dirs.add(path.slice(0, slash));
    const oid = listing.blobs.get(full);
    if (oid !== void 0 && dirty !== void 0 && !dirty.has(full)) blobs.set(path, oid);
  }
  return { files, dirs, blobs };
}
function allComparedByGit(listing) {
  for (let at3 = 0; at3 < listing.length; ) {
    if (!listing.startsWith("H ", at3)) return false;
    const end = listing.indexOf("\0", at3);
    if (end === -1) break;
    at3 = end + 1;
  }
  return true;
}
async function exists(path) {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
function worktreeChanges(out) {
  const changed = /* @__PURE__ */ new Set();
  const records = out.split("\0");
  for (let i = 0; i < records.length; i++) {
    const r2 = records[i];
    const kind = r2[0];
    if (kind !== "1" && kind !== "2" && kind !== "u") continue;
    const fields = kind === "1" ? 8 : kind === "2" ? 9 : 10;
    let at3 = 0;
    for (let f3 = 0; f3 < fields && at3 !== -1; f3++) at3 = r2.indexOf(" ", at3 + 1);
    if (kind === "2") i++;
    if (at3 === -1) continue;
    if (kind === "u" || r2[3] !== ".") changed.add(r2.slice(at3 + 1));
  }
  return changed;
}
function onlyStatusHeaders(out) {
  const records = out.split("\0").filter((r2) => r2 !== "");
  return records.length > 0 && records.every((r2) => r2.startsWith("# "));
}
var byCodeUnits, STATUS, GitRepoIndex;
var init_git_repo_index = __esm({
  "src/fingerprint/git-repo-index.ts"() {
    "use strict";
    init_errors();
    init_git_file_set();
    byCodeUnits = (a, b3) => a < b3 ? -1 : a > b3 ? 1 : 0;
    STATUS = ["--no-optional-locks", "status", "--porcelain=v2", "--branch", "--untracked-files=no", "-z"];
    GitRepoIndex = class {
      constructor(env) {
        this.env = env;
      }
      env;
      tops = /* @__PURE__ */ new Map();
      listings = /* @__PURE__ */ new Map();
      dirty = /* @__PURE__ */ new Map();
      sets = /* @__PURE__ */ new Map();
      /**
       * The tracked set of `root`, or null when it is not inside a git work tree. With
       * `withBlobs`, `blobs` holds the blob id of every tracked file whose working copy matches
       * the index. Throws HarnessError when ls-files fails inside a work tree.
       */
      trackedSet(root, withBlobs) {
        const key = `${withBlobs ? "b" : "-"}${root}`;
        let set = this.sets.get(key);
        if (!set) {
          set = this.computeSet(root, withBlobs);
          this.sets.set(key, set);
        }
        return set;
      }
      async computeSet(root, withBlobs) {
        let real2;
        try {
          real2 = await realpath(root);
          if (!(await stat(real2)).isDirectory()) return null;
        } catch {
          return null;
        }
        const top = real2.split(sep).includes(".git") ? await this.revParseTop(real2) : await this.toplevelOf(real2);
        if (top === null) return null;
        const prefix = relative(top, real2).split(sep).join("/");
        if (prefix.startsWith("..")) throw new HarnessError(`git reports ${top} as the work tree of ${root}, which is not inside it`);
        const [listing, dirty] = await Promise.all([
          this.listing(top).catch((e) => {
            throw new HarnessError(`git ls-files failed in ${root} (a git work tree): ${oneLine(e)}`);
          }),
          withBlobs ? this.dirtySet(top) : void 0
        ]);
        return sliceListing(listing, prefix, dirty);
      }
      /**
       * Per root, the id of its tree at HEAD — when the work tree there is exactly HEAD: no tracked
       * file modified, deleted or staged, and no entry git stops comparing (assume-unchanged,
       * skip-worktree). Then a git-mode walk of the root is a function of that tree id alone.
       * Undefined when any root is outside a work tree, has no commit, or differs from HEAD.
       */
      async cleanTreeIds(roots) {
        try {
          const ids = await Promise.all(
            roots.map(async (root) => {
              const git = gitFor(await realpath(root), this.env);
              const [id, changed, flags] = await Promise.all([
                git.raw(["rev-parse", "--verify", "--quiet", "HEAD:./"]),
                // one record other than a header is a change (staged, unstaged or unmerged)
                git.raw([...STATUS, "--", "."]),
                git.raw(["ls-files", "-v", "-z", "--", "."])
              ]);
              if (!onlyStatusHeaders(changed) || !allComparedByGit(flags)) return void 0;
              const tree = id.trim();
              return /^[0-9a-f]{40,64}$/.test(tree) ? tree : void 0;
            })
          );
          return ids.every((id) => id !== void 0) ? ids : void 0;
        } catch {
          return void 0;
        }
      }
      /**
       * Starts finding the work tree holding `dir` and listing it, without waiting: a command that
       * will fingerprint skill trees of its working directory's repository calls this first, so
       * git runs while the command reads its first cassette rather than after.
       */
      warm(dir) {
        realpath(dir).then((real2) => this.toplevelOf(real2)).catch(() => void 0);
      }
      /** The work tree holding `dir` (real path), found as git finds it; memoized for every dir on the way. */
      toplevelOf(dir) {
        let top = this.tops.get(dir);
        if (!top) {
          top = (async () => {
            if (await exists(join(dir, ".git"))) {
              const top2 = this.revParseTop(dir);
              void this.listing(dir).catch(() => {
              });
              return top2;
            }
            const parent = dirname(dir);
            if (parent === dir || basename(parent) === ".git") return null;
            try {
              if ((await stat(parent)).dev !== (await stat(dir)).dev) return null;
            } catch {
              return null;
            }
            return this.toplevelOf(parent);
          })();
          this.tops.set(dir, top);
        }
        return top;
      }
      async revParseTop(dir) {
        try {
          const out = await gitFor(dir, this.env).raw(["rev-parse", "--show-toplevel"]);
          const top = out.trim();
          return top === "" ? null : await realpath(top);
        } catch {
          return null;
        }
      }
      /** The index listing of a work tree (one `git ls-files -s -v -z` per run). */
      listing(top) {
        let listing = this.listings.get(top);
        if (!listing) {
          listing = gitFor(top, this.env).raw(["ls-files", "-s", "-v", "-z"]).then(parseLsFilesStage);
          this.listings.set(top, listing);
        }
        return listing;
      }
      /** Paths whose working copy differs from the index (asked with STATUS, see worktreeChanges). */
      dirtySet(top) {
        let dirty = this.dirty.get(top);
        if (!dirty) {
          dirty = (async () => {
            try {
              const out = await gitFor(top, this.env).raw(STATUS);
              return worktreeChanges(out);
            } catch (e) {
              throw new HarnessError(`git status failed in ${top}: ${oneLine(e)}`);
            }
          })();
          this.dirty.set(top, dirty);
        }
        return dirty;
      }
    };
  }
});

// src/fingerprint/run-scope.ts
var run_scope_exports = {};
__export(run_scope_exports, {
  FingerprintRun: () => FingerprintRun,
  currentFingerprintRun: () => currentFingerprintRun,
  runMemo: () => runMemo,
  warmGitListing: () => warmGitListing,
  withCommandFingerprintRun: () => withCommandFingerprintRun,
  withFingerprintRun: () => withFingerprintRun
});
import { AsyncLocalStorage } from "node:async_hooks";
function withFingerprintRun(run3, fn2) {
  return storage.run(run3, fn2);
}
async function withCommandFingerprintRun(run3, fn2) {
  if (commandRun !== void 0) return withFingerprintRun(run3, fn2);
  commandRun = run3;
  try {
    return await fn2();
  } finally {
    commandRun = void 0;
  }
}
function currentFingerprintRun() {
  return storage.getStore() ?? commandRun;
}
function warmGitListing(run3, dir, env) {
  if (gitSetEnabled(env)) run3.gitIndex(env).warm(dir);
}
function runMemo(key, compute) {
  const run3 = currentFingerprintRun();
  if (!run3) return compute();
  if (run3.memos.has(key)) return run3.memos.get(key);
  const value = compute();
  run3.memos.set(key, value);
  return value;
}
var FingerprintRun, storage, commandRun;
var init_run_scope = __esm({
  "src/fingerprint/run-scope.ts"() {
    "use strict";
    init_git_file_set();
    init_git_repo_index();
    FingerprintRun = class {
      constructor(digestCache) {
        this.digestCache = digestCache;
      }
      digestCache;
      trees = /* @__PURE__ */ new Map();
      digests = /* @__PURE__ */ new Map();
      /** other answers a run computes once (runMemo) */
      memos = /* @__PURE__ */ new Map();
      gitIndexes = /* @__PURE__ */ new Map();
      /** The git index of this run for an environment (git's environment is part of the answer). */
      gitIndex(env) {
        const key = JSON.stringify(Object.entries(env).sort(([a], [b3]) => a < b3 ? -1 : a > b3 ? 1 : 0));
        let index = this.gitIndexes.get(key);
        if (!index) {
          index = new GitRepoIndex(env);
          this.gitIndexes.set(key, index);
        }
        return index;
      }
    };
    storage = new AsyncLocalStorage();
  }
});

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar2(node) || isCollection(node)) && !!node.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap2;
    exports.isNode = isNode;
    exports.isPair = isPair2;
    exports.isScalar = isScalar2;
    exports.isSeq = isSeq2;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    function visit_(key, node, visitor, path) {
      const ctrl = callVisitor(key, node, visitor, path);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = visit_(i, node.items[i], visitor, path);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = visit_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node, visitor, path) {
      const ctrl = await callVisitor(key, node, visitor, path);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = await visitAsync_(i, node.items[i], visitor, path);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key, node, visitor, path) {
      if (typeof visitor === "function")
        return visitor(key, node, path);
      if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
      if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
      if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
      if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
      return void 0;
    }
    function replaceNode(key, path, node) {
      const parent = path[path.length - 1];
      if (identity.isCollection(parent)) {
        parent.items[key] = node;
      } else if (identity.isPair(parent)) {
        if (key === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt2 = identity.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt2} parent`);
      }
    }
    exports.visit = visit;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn2) => tn2.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy2 = new _Directives(this.yaml, this.tags);
        copy2.docStart = this.docStart;
        return copy2;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version2] = parts;
            if (version2 === "1.1" || version2 === "1.2") {
              this.yaml.version = version2;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version2);
              onError(6, `Unsupported YAML version ${version2}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error2) {
            onError(String(error2));
            return null;
          }
        }
        if (handle === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          const tags = {};
          visit.visit(doc.contents, (_key, node) => {
            if (identity.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn2) => tn2.startsWith(prefix)))
            lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
          return name;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref = sourceObjects.get(source);
            if (typeof ref === "object" && ref.anchor && (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error2 = new Error("Failed to resolve repeated object (this should not happen)");
              error2.source = source;
              throw error2;
            }
          }
        },
        sourceObjects
      };
    }
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj, key, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i = 0, len = val.length; i < len; ++i) {
            const v0 = val[i];
            const v1 = applyReviver(reviver, val, String(i), v0);
            if (v1 === void 0)
              delete val[i];
            else if (v1 !== v0)
              val[i] = v1;
          }
        } else if (val instanceof Map) {
          for (const k2 of Array.from(val.keys())) {
            const v0 = val.get(k2);
            const v1 = applyReviver(reviver, val, k2, v0);
            if (v1 === void 0)
              val.delete(k2);
            else if (v1 !== v0)
              val.set(k2, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k2, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k2, v0);
            if (v1 === void 0)
              delete val[k2];
            else if (v1 !== v0)
              val[k2] = v1;
          }
        }
      }
      return reviver.call(obj, key, val);
    }
    exports.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v2, i) => toJS(v2, String(i), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy2 = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy2.range = this.range.slice();
        return copy2;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count: count2, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count2);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var visit = require_visit();
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit.visit(doc, {
            Node: (_key, node) => {
              if (identity.isAlias(node) || identity.hasAnchor(node))
                nodes.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity.isCollection(node)) {
        let count2 = 0;
        for (const item of node.items) {
          const c3 = getAliasCount(doc, item, anchors2);
          if (c3 > count2)
            count2 = c3;
        }
        return count2;
      } else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar = class extends Node.NodeBase {
      constructor(value) {
        super(identity.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t2) => t2.tag === tagName);
        const tagObj = match.find((t2) => !t2.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t2) => t2.identify?.(value) && !t2.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity.isDocument(value))
        value = value.contents;
      if (identity.isNode(value))
        return value;
      if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref = sourceObjects.get(value);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar.Scalar(value);
          if (ref)
            ref.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema[identity.MAP] : Symbol.iterator in Object(value) ? schema[identity.SEQ] : schema[identity.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref)
        ref.node = node;
      return node;
    }
    exports.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var identity = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path, value) {
      let v2 = value;
      for (let i = path.length - 1; i >= 0; --i) {
        const k2 = path[i];
        if (typeof k2 === "number" && Number.isInteger(k2) && k2 >= 0) {
          const a = [];
          a[k2] = v2;
          v2 = a;
        } else {
          v2 = /* @__PURE__ */ new Map([[k2, v2]]);
        }
      }
      return createNode.createNode(v2, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path) => path == null || typeof path === "object" && !!path[Symbol.iterator]().next().done;
    var Collection = class extends Node.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy2 = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy2.schema = schema;
        copy2.items = copy2.items.map((it2) => identity.isNode(it2) || identity.isPair(it2) ? it2.clone(schema) : it2);
        if (this.range)
          copy2.range = this.range.slice();
        return copy2;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path, value) {
        if (isEmptyPath(path))
          this.add(value);
        else {
          const [key, ...rest] = path;
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
          return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
          return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
          return identity.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity.isPair(node))
            return false;
          const n = node.value;
          return n == null || allowScalar && identity.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
          this.set(key, value);
        } else {
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str, indent, comment) => str.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str.endsWith(" ") ? "" : " ") + comment;
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text.length <= endStep)
        return text;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
          end = i + endStep;
      }
      for (let ch; ch = text[i += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i;
          switch (text[i + 1]) {
            case "x":
              i += 3;
              break;
            case "u":
              i += 5;
              break;
            case "U":
              i += 9;
              break;
            default:
              i += 1;
          }
          escEnd = i;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i = consumeMoreIndentedLines(text, i, indent.length);
          end = i + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text[i + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i;
          }
          if (i >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text[i += 1];
                overflow = true;
              }
              const j3 = i > escEnd + 1 ? i - 2 : escStart - 1;
              if (escapedFolds[j3])
                return text;
              folds.push(j3);
              escapedFolds[j3] = true;
              end = j3 + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text;
      if (onFold)
        onFold();
      let res = text.slice(0, folds[0]);
      for (let i2 = 0; i2 < folds.length; ++i2) {
        const fold = folds[i2];
        const end2 = folds[i2 + 1] || text.length;
        if (fold === 0)
          res = `
${indent}${text.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text[fold]}\\`;
          res += `
${indent}${text.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text, i, indent) {
      let end = i;
      let start = i + 1;
      let ch = text[start];
      while (ch === " " || ch === "	") {
        if (i < start + indent) {
          ch = text[++i];
        } else {
          do {
            ch = text[++i];
          } while (ch && ch !== "\n");
          end = i;
          start = i + 1;
          ch = text[start];
        }
      }
      return end;
    }
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
    function lineLengthOverLimit(str, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === "\n") {
          if (i - start > limit)
            return true;
          start = i + 1;
          if (strLen - start <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str = "";
      let start = 0;
      for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === " " && json[i + 1] === "\\" && json[i + 2] === "n") {
          str += json.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i + 1]) {
            case "u":
              {
                str += json.slice(start, i);
                const code = json.substr(i + 2, 4);
                switch (code) {
                  case "0000":
                    str += "\\0";
                    break;
                  case "0007":
                    str += "\\a";
                    break;
                  case "000b":
                    str += "\\v";
                    break;
                  case "001b":
                    str += "\\e";
                    break;
                  case "0085":
                    str += "\\N";
                    break;
                  case "00a0":
                    str += "\\_";
                    break;
                  case "2028":
                    str += "\\L";
                    break;
                  case "2029":
                    str += "\\P";
                    break;
                  default:
                    if (code.substr(0, 2) === "00")
                      str += "\\x" + code.substr(2);
                    else
                      str += json.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i + 2] === '"' || json.length < minMultiLineLength) {
                i += 1;
              } else {
                str += json.slice(start, i) + "\n\n";
                while (json[i + 2] === "\\" && json[i + 3] === "n" && json[i + 4] !== '"') {
                  str += "\n";
                  i += 2;
                }
                str += indent;
                if (json[i + 2] === " ")
                  str += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str = start ? str + json.slice(start) : json;
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs2;
      if (singleQuote === false)
        qs2 = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs2 = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs2 = doubleQuotedString;
        else
          qs2 = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs2(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal2 = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal2 ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal2) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent}${body}`;
      }
      value = value.replace(/\n+/g, `$&${indent}`);
      return `|${header}
${indent}${start}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss2 = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss2.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss2.value, ctx) : blockString(ss2, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss2.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss2.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss2, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t2 = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t2);
        if (res === null)
          throw new Error(`Unsupported default string type ${t2}`);
      }
      return res;
    }
    exports.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var identity = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t2) => t2.tag === item.tag);
        if (match.length > 0)
          return match.find((t2) => t2.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj;
      if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t2) => t2.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t2) => t2.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t2) => t2.format === item.format) ?? match.find((t2) => !t2.format);
      } else {
        obj = item;
        tagObj = tags.find((t2) => t2.nodeClass && obj instanceof t2.nodeClass);
      }
      if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
    }
    function stringify(item, ctx, onComment, onChompKeep) {
      if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o2) => tagObj = o2 });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str;
      return identity.isScalar(node) || str[0] === "{" || str[0] === "[" ? `${props} ${str}` : `${props}
${ctx.indent}${str}`;
    }
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity.isCollection(key) || !identity.isNode(key) && typeof key === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || identity.isCollection(key) || (identity.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str = stringify.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str === "" ? "?" : explicitKey ? `? ${str}` : str;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}
${indent}:`;
      } else {
        str = `${str}:`;
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws2 = " ";
      if (keyComment || vsb || vcb) {
        ws2 = vsb ? "\n" : "";
        if (vcb) {
          const cs2 = commentString(vcb);
          ws2 += `
${stringifyComment.indentComment(cs2, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws2 === "\n" && valueComment)
            ws2 = "\n\n";
        } else {
          ws2 += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws2 = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws2 = "";
      }
      str += ws2 + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str;
    }
    exports.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports.debug = debug;
    exports.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge2 = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key) => (merge2.identify(key) || identity.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge2.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge2.tag && tag.default);
    function addMergeToJSMap(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (identity.isSeq(source))
        for (const it2 of source.items)
          mergeValue(ctx, map, it2);
      else if (Array.isArray(source))
        for (const it2 of source)
          mergeValue(ctx, map, it2);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (!identity.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key))
            map.set(key, value2);
        } else if (map instanceof Set) {
          map.add(key);
        } else if (!Object.prototype.hasOwnProperty.call(map, key)) {
          Object.defineProperty(map, key, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey;
    exports.merge = merge2;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log = require_log();
    var merge2 = require_merge();
    var stringify = require_stringify();
    var identity = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key, value }) {
      if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
      else if (merge2.isMergeKey(ctx, key))
        merge2.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity = require_identity();
    function createPair(key, value, ctx) {
      const k2 = createNode.createNode(key, void 0, ctx);
      const v2 = createNode.createNode(value, void 0, ctx);
      return new Pair(k2, v2);
    }
    var Pair = class _Pair {
      constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
      }
      clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
          key = key.clone(schema);
        if (identity.isNode(value))
          value = value.clone(schema);
        return new _Pair(key, value);
      }
      toJSON(_3, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair;
    exports.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify2 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify2(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment2 = null;
        if (identity.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str2 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str2);
      }
      let str;
      if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
      } else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
          const line = lines[i];
          str += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
          if (item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes("\n"));
        if (i < items.length - 1) {
          str += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str += ",";
          }
        }
        if (comment)
          str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
      }
      const { start, end } = flowChars;
      if (lines.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str = start;
          for (const line of lines)
            str += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str}
${indent}${end}`;
        } else {
          return `${start}${fcPadding}${lines.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart());
      }
    }
    exports.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair(items, key) {
      const k2 = identity.isScalar(key) ? key.value : key;
      for (const it2 of items) {
        if (identity.isPair(it2)) {
          if (it2.key === key || it2.key === k2)
            return it2;
          if (identity.isScalar(it2.key) && it2.key.value === k2)
            return it2;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj, key, value);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
          for (const [key, value] of obj)
            add(key, value);
        } else if (obj && typeof obj === "object") {
          for (const key of Object.keys(obj))
            add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i === -1)
            this.items.push(_pair);
          else
            this.items.splice(i, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key) {
        const it2 = findPair(this.items, key);
        if (!it2)
          return false;
        const del = this.items.splice(this.items.indexOf(it2), 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const it2 = findPair(this.items, key);
        const node = it2?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key) {
        return !!findPair(this.items, key);
      }
      set(key, value) {
        this.add(new Pair.Pair(key, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_3, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap;
    exports.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
    };
    exports.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return void 0;
        const it2 = this.items[idx];
        return !keepScalar && identity.isScalar(it2) ? it2.value : it2;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        const idx = asItemIndex(key);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_3, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i = 0;
          for (let it2 of obj) {
            if (typeof replacer === "function") {
              const key = obj instanceof Set ? it2 : String(i++);
              it2 = replacer.call(obj, key, it2);
            }
            seq.items.push(createNode.createNode(it2, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key) {
      let idx = identity.isScalar(key) ? key.value : key;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
    };
    exports.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string3 = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str) => str,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string3;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str) => new Scalar.Scalar(str[0] === "t" || str[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num = typeof value === "number" ? value : Number(value);
      if (!isFinite(num))
        return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
      let n = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i = n.indexOf(".");
        if (i < 0) {
          i = n.length;
          n += ".";
        }
        let d2 = minFractionDigits - (n.length - i - 1);
        while (d2-- > 0)
          n += "0";
      }
      return n;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf(".");
        if (dot !== -1 && str[str.length - 1] === "0")
          node.minFractionDigits = str.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int2 = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int2;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null3 = require_null();
    var seq = require_seq();
    var string3 = require_string();
    var bool = require_bool();
    var float = require_float();
    var int2 = require_int();
    var schema = [
      map.map,
      seq.seq,
      string3.string,
      _null3.nullTag,
      bool.boolTag,
      int2.intOct,
      int2.int,
      int2.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str) => str,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str) => str === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str) => parseFloat(str),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str.length);
          for (let i = 0; i < str.length; ++i)
            buffer[i] = str.charCodeAt(i);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str;
        if (typeof node_buffer.Buffer === "function") {
          str = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str.length / lineWidth);
          const lines = new Array(n);
          for (let i = 0, o2 = 0; i < n; ++i, o2 += lineWidth) {
            lines[i] = str.substr(o2, lineWidth);
          }
          str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
          let item = seq.items[i];
          if (identity.isPair(item))
            continue;
          else if (identity.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn2 = pair.value ?? pair.key;
              cn2.comment = cn2.comment ? `${item.comment}
${cn2.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it2 of iterable) {
          if (typeof replacer === "function")
            it2 = replacer.call(iterable, String(i++), it2);
          let key, value;
          if (Array.isArray(it2)) {
            if (it2.length === 2) {
              key = it2[0];
              value = it2[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it2}`);
          } else if (it2 && it2 instanceof Object) {
            const keys = Object.keys(it2);
            if (keys.length === 1) {
              key = keys[0];
              value = it2[key];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key = it2;
          }
          pairs2.items.push(Pair.createPair(key, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs;
    exports.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_3, ctx) {
        if (!ctx)
          return super.toJSON(_3);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key, value;
          if (identity.isPair(pair)) {
            key = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key, ctx);
          } else {
            key = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
          if (identity.isScalar(key)) {
            if (seenKeys.includes(key.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key.value}`);
            } else {
              seenKeys.push(key.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str.replace(/_/g, "")),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, "")));
        const dot = str.indexOf(".");
        if (dot !== -1) {
          const f3 = str.substring(dot + 1).replace(/_/g, "");
          if (f3[f3.length - 1] === "0")
            node.minFractionDigits = f3.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str, offset, radix, { intAsBigInt }) {
      const sign = str[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str = str.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str = `0b${str}`;
            break;
          case 8:
            str = `0o${str}`;
            break;
          case 16:
            str = `0x${str}`;
            break;
        }
        const n2 = BigInt(str);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? "-" + prefix + str.substr(1) : prefix + str;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int2 = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int2;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        if (identity.isPair(key))
          pair = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair = new Pair.Pair(key.key, null);
        else
          pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair) ? identity.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key));
        }
      }
      toJSON(_3, ctx) {
        return super.toJSON(_3, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set2 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set2.items.push(Pair.createPair(value, null, ctx));
          }
        return set2;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str, asBigInt) {
      const sign = str[0];
      const parts = sign === "-" || sign === "+" ? str.substring(1) : str;
      const num = (n) => asBigInt ? BigInt(n) : Number(n);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p2) => res2 * num(60) + num(p2), num(0));
      return sign === "-" ? num(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num = (n) => n;
      if (typeof value === "bigint")
        num = (n) => BigInt(n);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num(-1);
      }
      const _60 = num(60);
      const parts = [value % _60];
      if (value < 60) {
        parts.unshift(0);
      } else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts[0]) / _60;
          parts.unshift(value);
        }
      }
      return sign + parts.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str) => parseSexagesimal(str, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date2 = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d2 = parseSexagesimal(tz, false);
          if (Math.abs(d2) < 30)
            d2 *= 60;
          date2 -= 6e4 * d2;
        }
        return new Date(date2);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null3 = require_null();
    var seq = require_seq();
    var string3 = require_string();
    var binary = require_binary();
    var bool = require_bool2();
    var float = require_float2();
    var int2 = require_int2();
    var merge2 = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string3.string,
      _null3.nullTag,
      bool.trueTag,
      bool.falseTag,
      int2.intBin,
      int2.intOct,
      int2.int,
      int2.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge2.merge,
      omap.omap,
      pairs.pairs,
      set.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map = require_map();
    var _null3 = require_null();
    var seq = require_seq();
    var string3 = require_string();
    var bool = require_bool();
    var float = require_float();
    var int2 = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge2 = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string3.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int2.int,
      intHex: int2.intHex,
      intOct: int2.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge2.merge,
      null: _null3.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge2.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge2.merge) ? schemaTags.concat(merge2.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge2.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string3 = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b3) => a.key < b3.key ? -1 : a.key > b3.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge: merge2, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge2);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string3.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy2 = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy2.tags = this.tags.slice();
        return copy2;
      }
    };
    exports.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines.push("---");
      const ctx = stringify.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines.length !== 1)
          lines.unshift("");
        const cs2 = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs2, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines.push("");
          if (doc.contents.commentBefore) {
            const cs2 = commentString(doc.contents.commentBefore);
            lines.push(stringifyComment.indentComment(cs2, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines[lines.length - 1] === "---") {
          lines[lines.length - 1] = `--- ${body}`;
        } else
          lines.push(body);
      } else {
        lines.push(stringify.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs2 = commentString(doc.comment);
          if (cs2.includes("\n")) {
            lines.push("...");
            lines.push(stringifyComment.indentComment(cs2, ""));
          } else {
            lines.push(`... ${cs2}`);
          }
        } else {
          lines.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines[lines.length - 1] !== "")
            lines.push("");
          lines.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines.join("\n") + "\n";
    }
    exports.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives2 = require_directives();
    var Document = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version: version2 } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version2 = this.directives.yaml.version;
        } else
          this.directives = new directives2.Directives({ version: version2 });
        this.setSchema(version2, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy2 = Object.create(_Document.prototype, {
          [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy2.commentBefore = this.commentBefore;
        copy2.comment = this.comment;
        copy2.errors = this.errors.slice();
        copy2.warnings = this.warnings.slice();
        copy2.options = Object.assign({}, this.options);
        if (this.directives)
          copy2.directives = this.directives.clone();
        copy2.schema = this.schema.clone();
        copy2.contents = identity.isNode(this.contents) ? this.contents.clone(copy2.schema) : this.contents;
        if (this.range)
          copy2.range = this.range.slice();
        return copy2;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name || prev.has(name) ? anchors.findNewAnchor(name || "a", prev) : name;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v2) => typeof v2 === "number" || v2 instanceof String || v2 instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value, options = {}) {
        const k2 = this.createNode(key, null, options);
        const v2 = this.createNode(value, null, options);
        return new Pair.Pair(k2, v2);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path) {
        if (Collection.isEmptyPath(path))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version2, options = {}) {
        if (typeof version2 === "number")
          version2 = String(version2);
        let opt;
        switch (version2) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives2.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version2;
            else
              this.directives = new directives2.Directives({ version: version2 });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version2);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count: count2, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count2);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLParseError", pos, code, message);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLWarning", pos, code, message);
      }
    };
    var prettifyError2 = (src, lc) => (error2) => {
      if (error2.pos[0] === -1)
        return;
      error2.linePos = error2.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error2.linePos[0];
      error2.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "\u2026" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "\u2026";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "\u2026\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count2 = 1;
        const end = error2.linePos[1];
        if (end?.line === line && end.col > col) {
          count2 = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count2);
        error2.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError2;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes("\n"))
            return true;
          if (key.end) {
            for (const st2 of key.end)
              if (st2.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it2 of key.items) {
            for (const st2 of it2.start)
              if (st2.type === "newline")
                return true;
            if (it2.sep) {
              for (const st2 of it2.sep)
                if (st2.type === "newline")
                  return true;
            }
            if (containsNewline(it2.key) || containsNewline(it2.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b3) => a === b3 || identity.isScalar(a) && identity.isScalar(b3) && a.value === b3.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key, sep: sep6, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep6?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key) {
            if (key.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key && key.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep6) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
            onError(key ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep6 ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep6, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs2, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs2.offset;
      let commentEnd = null;
      for (const { start, value } of bs2.items) {
        const props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs2.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs2.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs2.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep6 = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep6 + cb;
              sep6 = "";
              break;
            }
            case "newline":
              if (comment)
                sep6 += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap2 = fc.start.source === "{";
      const fcName = isMap2 ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap2 ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep: sep6, value } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep6?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep6 && !value) {
            if (i === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap2 && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st2 of start) {
              switch (st2.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st2.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap2 && !sep6 && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep6, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          if (isBlock(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep6 ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap2 && !props.found && ctx.options.strict) {
              if (sep6)
                for (const st2 of sep6) {
                  if (st2 === valueProps.found)
                    break;
                  if (st2.type === "newline") {
                    onError(st2, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep6, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap2) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap2 ? "}" : "]";
      const [ce2, ...ee3] = fc.end;
      let cePos = offset;
      if (ce2?.source === expectedEnd)
        cePos = ce2.offset + ce2.source.length;
      else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce2 && ce2.source.length !== 1)
          ee3.unshift(ce2);
      }
      if (ee3.length > 0) {
        const end = resolveEnd.resolveEnd(ee3, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t2) => t2.tag === tagName && t2.collection === expType);
      if (!tag) {
        const kt2 = ctx.schema.knownTags[tagName];
        if (kt2?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt2, { default: false }));
          tag = kt2;
        } else {
          if (kt2) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt2.tag} used for ${expType} collection, but expects ${kt2.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag?.format)
        node.format = tag.format;
      return node;
    }
    exports.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start = scalar.offset;
      const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines = scalar.source ? splitLines(scalar.source) : [];
      let chompStart = lines.length;
      for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === "" || content === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header.chomp === "+" && lines.length > 0 ? "\n".repeat(Math.max(1, lines.length - 1)) : "";
        let end2 = start + header.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value2, type, comment: header.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar.indent + header.indent;
      let offset = scalar.offset + header.length;
      let contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message);
          }
          if (header.indent === 0)
            trimIndent = indent.length;
          contentStart = i;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
          chompStart = i + 1;
      }
      let value = "";
      let sep6 = "";
      let prevMoreIndented = false;
      for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + "\n";
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep6 + indent.slice(trimIndent) + content;
          sep6 = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep6 === " ")
            sep6 = "\n";
          else if (!prevMoreIndented && sep6 === "\n")
            sep6 = "\n\n";
          value += sep6 + indent.slice(trimIndent) + content;
          sep6 = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep6 === "\n")
            value += "\n";
          else
            sep6 = "\n";
        } else {
          value += sep6 + content;
          sep6 = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines.length; ++i)
            value += "\n" + lines[i][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start + header.length + scalar.source.length;
      return { value, type, comment: header.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error2 = -1;
      for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n = Number(ch);
          if (!indent && n)
            indent = n;
          else if (error2 === -1)
            error2 = offset + i;
        }
      }
      if (error2 !== -1)
        onError(error2, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            const ts2 = token.source;
            if (ts2 && typeof ts2 === "string")
              length += ts2.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m2 = first.match(/^( *)/);
      const line0 = m2?.[1] ? [m2[1], first.slice(m2[1].length)] : ["", first];
      const lines = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
      return lines;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type, source, end } = scalar;
      let _type;
      let value;
      const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re2 = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re2.comment,
        range: [offset, valueEnd, re2.offset]
      };
    }
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep6 = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep6 === "\n")
            res += sep6;
          else
            sep6 = "\n";
        } else {
          res += sep6 + lm;
          sep6 = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep6 + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === "\r" && source[i + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i);
          res += fold;
          i = offset;
        } else if (ch === "\\") {
          let next = source[++i];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "\r" && source[i + 1] === "\n") {
            next = source[++i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i + 1, length, onError);
            i += length;
          } else {
            const raw = source.substr(i - 1, 2);
            onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i;
          let next = source[i + 1];
          while (next === " " || next === "	")
            next = source[++i + 1];
          if (next !== "\n" && !(next === "\r" && source[i + 2] === "\n"))
            res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "\x85",
      // Unicode next line
      _: "\xA0",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity.SCALAR];
      let scalar;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error2) {
        const msg = error2 instanceof Error ? error2.message : String(error2);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value);
      }
      scalar.range = range;
      scalar.source = value;
      if (type)
        scalar.type = type;
      if (tagName)
        scalar.tag = tagName;
      if (tag.format)
        scalar.format = tag.format;
      if (comment)
        scalar.comment = comment;
      return scalar;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt2 = schema.knownTags[tagName];
      if (kt2 && !kt2.collection) {
        schema.tags.push(Object.assign({}, kt2, { default: false, test: void 0 }));
        return kt2;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives: directives2, schema }, value, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts2 = directives2.tagString(tag.tag);
          const cs2 = directives2.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts2} or ${cs2}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st2 = before[i];
          switch (st2.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st2.source.length;
              continue;
          }
          st2 = before[++i];
          while (st2?.type === "space") {
            offset += st2.source.length;
            st2 = before[++i];
          }
          break;
        }
      }
      return offset;
    }
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error2) {
            const message = error2 instanceof Error ? error2.message : String(error2);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re2 = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re2.offset];
      if (re2.comment)
        alias.comment = re2.comment;
      return alias;
    }
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives2, { offset, start, value, end }, onError) {
      const opts = Object.assign({ _directives: directives2 }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re2 = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re2.comment)
        doc.comment = re2.comment;
      doc.range = [offset, contentEnd, re2.offset];
      return doc;
    }
    exports.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var directives2 = require_directives();
    var Document = require_Document();
    var errors = require_errors();
    var identity = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i + 1]?.[0] !== "#")
              i += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code, message));
          else
            this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        this.directives = new directives2.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it2 = dc.items[0];
            if (identity.isPair(it2))
              it2 = it2.key;
            const cb = it2.commentBefore;
            it2.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i = 0; i < this.errors.length; ++i)
            doc.errors.push(this.errors[i]);
          for (let i = 0; i < this.warnings.length; ++i)
            doc.warnings.push(this.warnings[i]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error2 = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error2);
            else
              this.doc.errors.push(error2);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code, message) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he2 = source.indexOf("\n");
          const head = source.substring(0, he2);
          const body = source.substring(he2 + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he2 = source.indexOf("\n");
      const head = source.substring(0, he2);
      const body = source.substring(he2 + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token.source = body;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key of Object.keys(token))
          if (key !== "type" && key !== "offset")
            delete token[key];
        Object.assign(token, { type: "block-scalar", indent, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st2 of end)
          switch (st2.type) {
            case "space":
            case "comment":
              props.push(st2);
              break;
            case "newline":
              props.push(st2);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st2) => st2.type === "space" || st2.type === "comment" || st2.type === "newline") : [];
          for (const key of Object.keys(token))
            if (key !== "type" && key !== "offset")
              delete token[key];
          Object.assign(token, { type, indent, source, end });
        }
      }
    }
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st2 of token.end)
            res += st2.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st2 of token.end)
              res += st2.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st2 of token.end)
              res += st2.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key, sep: sep6, value }) {
      let res = "";
      for (const st2 of start)
        res += st2.source;
      if (key)
        res += stringifyToken(key);
      if (sep6)
        for (const st2 of sep6)
          res += st2.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    visit.itemAtPath = (cst, path) => {
      let item = cst;
      for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit.parentCollection = (cst, path) => {
      const parent = visit.itemAtPath(cst, path.slice(0, -1));
      const field = path[path.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path, item, visitor) {
      let ctrl = visitor(item, path);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i, 1);
              i -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path) : ctrl;
    }
    exports.visit = visit;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar2 = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR;
    exports.isCollection = isCollection;
    exports.isScalar = isScalar2;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i + 1] === "\n";
        return false;
      }
      charAt(n) {
        return this.buffer[this.pos + n];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt2 = this.buffer.substr(offset, 3);
          if ((dt2 === "---" || dt2 === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs2 = line.indexOf("#");
          while (cs2 !== -1) {
            const ch = line[cs2 - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs2 - 1;
              break;
            } else {
              cs2 = line.indexOf("#", cs2 + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n += yield* this.parseBlockScalarHeader();
            n += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n = 0;
        while (line[n] === ",") {
          n += yield* this.pushCount(1);
          n += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n = 0;
            while (this.buffer[end - 1 - n] === "\\")
              n += 1;
            if (n % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs2 = this.continueScalar(nl + 1);
            if (cs2 === -1)
              break;
            nl = qb.indexOf("\n", cs2);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
          const ch = this.buffer[++i];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i2;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i2 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs2 = this.continueScalar(nl + 1);
            if (cs2 === -1)
              break;
            nl = this.buffer.indexOf("\n", cs2);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === " ")
          ch = this.buffer[++i];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i];
          nl = i - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i2 = nl - 1;
            let ch2 = this.buffer[i2];
            if (ch2 === "\r")
              ch2 = this.buffer[--i2];
            const lastChar = i2;
            while (ch2 === " ")
              ch2 = this.buffer[--i2];
            if (ch2 === "\n" && i2 >= this.pos && i2 + 1 + indent > lastChar)
              nl = i2;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i]) {
          if (ch === ":") {
            const next = this.buffer[i + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i += 1;
                ch = "\n";
                next = this.buffer[i + 1];
              } else
                end = i;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs2 = this.continueScalar(i + 1);
              if (cs2 === -1)
                break;
              i = Math.max(i, cs2 - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n) {
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos += n;
          return n;
        }
        return 0;
      }
      *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag();
              n += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar);
              n += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n += yield* this.pushCount(1);
                n += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i = this.pos + 2;
          let ch = this.buffer[i];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i];
          return yield* this.pushToIndex(ch === ">" ? i + 1 : i, false);
        } else {
          let i = this.pos + 1;
          let ch = this.buffer[i];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i];
            else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2])) {
              ch = this.buffer[i += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i];
        } while (ch === " " || allowTabs && ch === "	");
        const n = i - this.pos;
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos = i;
        }
        return n;
      }
      *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
          ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
      }
    };
    exports.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter2 = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter2;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list, type) {
      for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list) {
      for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it2 = parent.items[parent.items.length - 1];
          return it2.sep ?? it2.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i = prev.length;
      loop: while (--i >= 0) {
        switch (prev[i].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i]?.type === "space") {
      }
      return prev.splice(i, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i = 0; i < source.length; ++i)
          target.push(source[i]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it2 of fc.items) {
          if (it2.sep && !it2.value && !includesToken(it2.start, "explicit-key-ind") && !includesToken(it2.sep, "map-value-ind")) {
            if (it2.key)
              it2.value = it2.key;
            delete it2.key;
            if (isFlowToken(it2.value)) {
              if (it2.value.end)
                arrayPushArray(it2.value.end, it2.sep);
              else
                it2.value.end = it2.sep;
            } else
              arrayPushArray(it2.start, it2.sep);
            delete it2.sep;
          }
        }
      }
    }
    var Parser = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st2 = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st2;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error2) {
        const token = error2 ?? this.stack.pop();
        if (!token) {
          const message = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it2 = top.items[top.items.length - 1];
              if (it2.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it2.sep) {
                it2.value = token;
              } else {
                Object.assign(it2, { key: token, sep: [] });
                this.onKeyLine = !it2.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it2 = top.items[top.items.length - 1];
              if (it2.value)
                top.items.push({ start: [], value: token });
              else
                it2.value = token;
              break;
            }
            case "flow-collection": {
              const it2 = top.items[top.items.length - 1];
              if (!it2 || it2.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it2.sep)
                it2.value = token;
              else
                Object.assign(it2, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st2) => st2.type !== "comment" || st2.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep6;
          if (scalar.end) {
            sep6 = scalar.end;
            sep6.push(this.sourceToken);
            delete scalar.end;
          } else
            sep6 = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start, key: scalar, sep: sep6 }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it2 = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it2.value) {
              const end = "end" in it2.value ? it2.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it2.sep) {
              it2.sep.push(this.sourceToken);
            } else {
              it2.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it2.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it2.sep) {
              it2.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it2.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it2.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it2.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it2.sep || it2.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it2.sep && !it2.value) {
            const nl = [];
            for (let i = 0; i < it2.sep.length; ++i) {
              const st2 = it2.sep[i];
              switch (st2.type) {
                case "newline":
                  nl.push(i);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st2.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it2.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it2.value) {
                start.push(this.sourceToken);
                map.items.push({ start });
                this.onKeyLine = true;
              } else if (it2.sep) {
                it2.sep.push(this.sourceToken);
              } else {
                it2.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it2.sep && !it2.explicitKey) {
                it2.start.push(this.sourceToken);
                it2.explicitKey = true;
              } else if (atNextItem || it2.value) {
                start.push(this.sourceToken);
                map.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it2.explicitKey) {
                if (!it2.sep) {
                  if (includesToken(it2.start, "newline")) {
                    Object.assign(it2, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it2.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it2.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it2.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it2.key) && !includesToken(it2.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it2.start);
                  const key = it2.key;
                  const sep6 = it2.sep;
                  sep6.push(this.sourceToken);
                  delete it2.key;
                  delete it2.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key, sep: sep6 }]
                  });
                } else if (start.length > 0) {
                  it2.sep = it2.sep.concat(start, this.sourceToken);
                } else {
                  it2.sep.push(this.sourceToken);
                }
              } else {
                if (!it2.sep) {
                  Object.assign(it2, { key: null, sep: [this.sourceToken] });
                } else if (it2.value || atNextItem) {
                  map.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it2.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it2.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs2 = this.flowScalar(this.type);
              if (atNextItem || it2.value) {
                map.items.push({ start, key: fs2, sep: [] });
                this.onKeyLine = true;
              } else if (it2.sep) {
                this.stack.push(fs2);
              } else {
                Object.assign(it2, { key: fs2, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it2.explicitKey && it2.sep && !includesToken(it2.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it2 = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it2.value) {
              const end = "end" in it2.value ? it2.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it2.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it2.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it2.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it2.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it2.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it2.value || this.indent <= seq.indent)
              break;
            it2.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it2.value || includesToken(it2.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it2.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it2 = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it2 || it2.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it2.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it2 || it2.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it2.sep)
                it2.sep.push(this.sourceToken);
              else
                Object.assign(it2, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it2 || it2.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it2.sep)
                it2.sep.push(this.sourceToken);
              else
                it2.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs2 = this.flowScalar(this.type);
              if (!it2 || it2.value)
                fc.items.push({ start: [], key: fs2, sep: [] });
              else if (it2.sep)
                this.stack.push(fs2);
              else
                Object.assign(it2, { key: fs2, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep6 = fc.end.splice(1, fc.end.length);
            sep6.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep: sep6 }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start.every((st2) => st2.type === "newline" || st2.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports.Parser = Parser;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors();
    var log = require_log();
    var identity = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument2(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse3(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument2(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document.Document(value, _replacer, options).toString(options);
    }
    exports.parse = parse3;
    exports.parseAllDocuments = parseAllDocuments;
    exports.parseDocument = parseDocument2;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/index.js
var require_dist3 = __commonJS({
  "node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document.Document;
    exports.Schema = Schema.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity.isAlias;
    exports.isCollection = identity.isCollection;
    exports.isDocument = identity.isDocument;
    exports.isMap = identity.isMap;
    exports.isNode = identity.isNode;
    exports.isPair = identity.isPair;
    exports.isScalar = identity.isScalar;
    exports.isSeq = identity.isSeq;
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit.visit;
    exports.visitAsync = visit.visitAsync;
  }
});

// src/cli/dispatch.ts
init_errors();

// src/cli/args.ts
init_errors();
import { parseArgs } from "node:util";

// package.json
var package_default = {
  name: "cowork-harness",
  version: "0.1.0",
  description: "Gate pull requests on recorded tests of Claude Cowork skills: replay cassettes, verify fingerprints, report on the PR.",
  type: "module",
  license: "MIT",
  engines: {
    node: ">=20.19"
  },
  bin: {
    "cowork-harness": "dist/cli.js"
  },
  files: [
    "dist",
    "schema",
    "docs",
    "README.md",
    "LICENSE",
    "Dockerfile.agent",
    "scripts/agent-image.sh",
    "scripts/agent-image-context",
    "scripts/container-test.sh"
  ],
  scripts: {
    build: "node scripts/build.mjs",
    typecheck: "tsc --noEmit",
    lint: "npm run typecheck && npm run lint:deps && npm run lint:es && npm run format:check",
    "lint:deps": "depcruise src --config .dependency-cruiser.cjs",
    "lint:es": "eslint --max-warnings 0 .",
    format: "prettier --write .",
    "format:check": "prettier --check .",
    pretest: "node scripts/install-agent.mjs --if-missing && node scripts/build.mjs --if-stale",
    test: "vitest run",
    coverage: "vitest run --coverage",
    "test:conformance": "node scripts/install-agent.mjs --if-missing && node scripts/build.mjs --if-stale && vitest run --config vitest.conformance.config.ts",
    start: "node dist/cli.js check examples",
    bench: "node bench/run.mjs",
    "bench:report": "node scripts/build.mjs --if-stale && node bench/report-html.mjs",
    "bench:diff": "node --expose-gc bench/diff-bound.mjs",
    "bench:small": "node scripts/build.mjs --if-stale && node bench/small-cassettes.mjs",
    "bench:scale": "node scripts/build.mjs --if-stale && node bench/scale-check.mjs",
    "bench:compare": "node bench/compare.mjs",
    "test:kill": "node scripts/build.mjs --if-stale && COWORK_KILL_RUNS=50 COWORK_RACE_RUNS=10 vitest run test/kill",
    docs: "node scripts/gen-docs.mjs",
    "install-agent": "node scripts/install-agent.mjs",
    fuzz: "COWORK_FUZZ_RUNS=8000 vitest run test/fuzz",
    "record-examples": "node scripts/install-agent.mjs --if-missing && node scripts/build.mjs --if-stale && env $(scripts/agent-image.sh --local | xargs) node dist/cli.js record examples/scenarios/*.yaml --out examples/replays/"
  },
  devDependencies: {
    "@actions/artifact": "6.2.1",
    "@actions/cache": "6.3.0",
    "@actions/core": "3.0.1",
    "@actions/github": "9.1.1",
    "@actions/workflow-parser": "0.3.61",
    "@eslint/js": "10.0.1",
    "@octokit/openapi": "23.0.2",
    "@types/node": "20.19.43",
    "@vitest/coverage-v8": "4.1.12",
    ajv: "8.20.0",
    "axe-core": "4.14.1",
    "dependency-cruiser": "17.4.3",
    esbuild: "0.28.2",
    eslint: "10.15.0",
    "fast-check": "4.11.0",
    "ipaddr.js": "2.5.0",
    minimatch: "10.2.6",
    "playwright-core": "1.65.1",
    prettier: "3.10.1",
    "simple-git": "4.0.2",
    typescript: "5.9.3",
    "typescript-eslint": "8.74.0",
    vitest: "4.1.12",
    yaml: "2.9.1",
    zod: "4.6.7"
  },
  allowScripts: {
    esbuild: true
  },
  overrides: {
    vite: "8.3.4",
    "content-type": "2.1.0"
  }
};

// src/version.ts
var TOOL_VERSION = package_default.version;
var TOOL_NAME = "cowork-harness";

// src/cli/args.ts
function parseCommandArgs(_command, argv, options) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError(oneLine(e).replace(/\. To specify a positional argument.*$/, ""));
  }
}
function errorLine(command, e, cwd) {
  return `${TOOL_NAME} ${command}: ${errorMessage(e, cwd)}
`;
}
function errorMessage(e, cwd) {
  const message = oneLine(e);
  return cwd && cwd !== "/" ? message.split(`${cwd.replace(/\/+$/, "")}/`).join("") : message;
}
function requestedFormat(argv, env) {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith("--output-format=")) return a.slice("--output-format=".length);
    if (a === "--output-format" && argv[i + 1] !== void 0) return argv[i + 1];
  }
  return env.COWORK_HARNESS_OUTPUT_FORMAT || "text";
}
function outputFormat(value, env) {
  const v2 = value ?? (env.COWORK_HARNESS_OUTPUT_FORMAT || "text");
  if (v2 !== "text" && v2 !== "json") throw new UsageError(`--output-format must be text or json (got "${v2}")`);
  return v2;
}

// src/util/neutralise.ts
var BREAK_SYMBOL = {
  "\r": "\u240D",
  "\v": "\u240B",
  "\f": "\u240C",
  "\x85": "\u2424",
  "\u2028": "\u2424",
  "\u2029": "\u2424"
};
var OTHER_BREAKS = /[\r\v\f\u0085\u2028\u2029]/g;
var IGNORABLE = String.raw`[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]`;
var LEGACY = String.raw`#(?=${IGNORABLE}*#${IGNORABLE}*\[)`;
var LEGACY_HASH = new RegExp(LEGACY, "gu");
var LEGACY_ONE = new RegExp(LEGACY, "u");
var COMMAND_START = new RegExp(String.raw`^[\s\u0085\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]*:${IGNORABLE}*:`, "u");
var LEGACY_DEFUSE = "\xB7";
function onlyLfBreaks(text) {
  const t2 = text.includes("\r\n") ? text.replace(/\r\n/g, "\n") : text;
  return t2.replace(OTHER_BREAKS, (c3) => BREAK_SYMBOL[c3]);
}
function defuseLegacyCommands(line) {
  return line.includes("#") ? line.replace(LEGACY_HASH, `#${LEGACY_DEFUSE}`) : line;
}
function startsColonCommand(line) {
  return line.includes(":") && COMMAND_START.test(line);
}

// src/util/log-guard.ts
var trusted = /* @__PURE__ */ new Set();
var NEUTRAL_PREFIX = "\xBB ";
function guardLine(line) {
  const defused = defuseLegacyCommands(line);
  return startsColonCommand(defused) ? `${NEUTRAL_PREFIX}${defused}` : defused;
}
function neutraliseLog(text) {
  const lines = (text.includes("\r\n") ? text.replace(/\r\n/g, "\n") : text).split("\n");
  return lines.map((l3) => trusted.has(l3) ? l3 : guardLine(onlyLfBreaks(l3))).join("\n");
}
function guardForActions(env) {
  return env.GITHUB_ACTIONS === "true" ? neutraliseLog : (t2) => t2;
}

// src/util/secret-scan.ts
var SECRET_MASK = "***";
var MIN_ENV_SECRET_LENGTH = 8;
var SECRET_SHAPES = [
  {
    kind: "private-key",
    re: /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY-----(?:[A-Za-z0-9+/=\s]|\\[nr]|%0[AD]){0,20000}(?:-----END [A-Z0-9 ]{0,40}PRIVATE KEY-----)?/g
  },
  { kind: "anthropic-key", re: /\bsk-ant-[A-Za-z0-9_-]{16,}/g },
  { kind: "github-token", re: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})/g },
  { kind: "aws-access-key", re: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { kind: "slack-token", re: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { kind: "npm-token", re: /\bnpm_[A-Za-z0-9]{36,}/g },
  { kind: "google-api-key", re: /\bAIza[0-9A-Za-z_-]{35}/g },
  { kind: "bearer", re: /\bBearer\s{1,10}[A-Za-z0-9._~+/-]{16,}=*/g }
];
var SECRET_ENV_NAME = /(?:TOKEN|SECRET|PASSWORD|PASSWD|API_KEY|APIKEY|PRIVATE_KEY|CREDENTIALS?|AUTH_HEADER|CUSTOM_HEADERS)$/i;
function csv(value) {
  return (value ?? "").split(",").map((s) => s.trim()).filter((s) => s !== "");
}
function envSecretValues(env = process.env) {
  const out = /* @__PURE__ */ new Set();
  const named = new Set(csv(env["COWORK_HARNESS_SCRUB_KEYS"]));
  for (const [k2, v2] of Object.entries(env)) {
    if (v2 === void 0 || v2.length < MIN_ENV_SECRET_LENGTH) continue;
    if (SECRET_ENV_NAME.test(k2) || named.has(k2) || k2 === "INPUT_GITHUB-TOKEN") out.add(v2);
  }
  for (const v2 of csv(env["COWORK_HARNESS_SCRUB_VALUES"])) if (v2.length >= MIN_ENV_SECRET_LENGTH) out.add(v2);
  return [...out].sort((a, b3) => b3.length - a.length);
}
var MIN_FORM_LENGTH = 12;
function base64Middle(v2, offset) {
  const enc = Buffer.concat([Buffer.alloc(offset), v2]).toString("base64");
  const head = offset === 0 ? 0 : 4;
  const total = offset + v2.length;
  const tail = total % 3 === 0 ? 0 : 4;
  return enc.slice(head, enc.length - tail);
}
var percentAll = (b3, upper) => {
  const lower = [...b3].map((x3) => `%${x3.toString(16).padStart(2, "0")}`).join("");
  return upper ? lower.toUpperCase() : lower;
};
function encodedSecretForms(values) {
  const forms = /* @__PURE__ */ new Set();
  for (const v2 of values) {
    if (v2.length < MIN_ENV_SECRET_LENGTH) continue;
    const b3 = Buffer.from(v2, "utf8");
    forms.add(v2);
    forms.add([...v2].reverse().join(""));
    forms.add(JSON.stringify(v2).slice(1, -1));
    forms.add(encodeURIComponent(v2));
    forms.add(percentAll(b3, false));
    forms.add(percentAll(b3, true));
    forms.add(b3.toString("hex"));
    forms.add(b3.toString("hex").toUpperCase());
    const b64 = b3.toString("base64");
    forms.add(b64);
    forms.add(b64.replace(/=+$/, ""));
    forms.add(b3.toString("base64url"));
    for (const offset of [0, 1, 2]) {
      const mid = base64Middle(b3, offset);
      if (mid.length < MIN_FORM_LENGTH) continue;
      forms.add(mid);
      forms.add(mid.replace(/\+/g, "-").replace(/\//g, "_"));
    }
  }
  return [...forms].filter((f3) => f3.length >= MIN_ENV_SECRET_LENGTH).sort((a, b3) => b3.length - a.length);
}
var formsCache = /* @__PURE__ */ new WeakMap();
function formsOf(values) {
  let f3 = formsCache.get(values);
  if (f3 === void 0) {
    f3 = encodedSecretForms(values);
    formsCache.set(values, f3);
  }
  return f3;
}
var SHAPE_MARK = /-----BEGIN |sk-ant-|gh[pousr]_|github_pat_|AKIA|ASIA|xox[abposr]-|npm_|AIza|Bearer/;
function maskSecrets(text, values = envSecretValues()) {
  if (text.length < MIN_ENV_SECRET_LENGTH) return text;
  let out = text;
  for (const v2 of formsOf(values)) if (out.includes(v2)) out = out.split(v2).join(SECRET_MASK);
  if (SHAPE_MARK.test(out)) for (const { re: re2 } of SECRET_SHAPES) out = out.replace(re2, SECRET_MASK);
  return out;
}

// src/cli/io.ts
function processIO() {
  const secrets = envSecretValues();
  const guard = guardForActions(process.env);
  return {
    stdout: (t2) => process.stdout.write(maskSecrets(guard(t2), secrets)),
    stderr: (t2) => process.stderr.write(maskSecrets(guard(t2), secrets)),
    env: process.env,
    cwd: process.cwd()
  };
}

// src/cli/dispatch.ts
var SHARED_FINGERPRINT_RUN = /* @__PURE__ */ new Set(["replay", "verify", "rehash"]);
async function runCommand(name, load, rest, io2) {
  try {
    if (!SHARED_FINGERPRINT_RUN.has(name)) return await (await load())(rest, io2);
    const { FingerprintRun: FingerprintRun2, warmGitListing: warmGitListing2, withCommandFingerprintRun: withCommandFingerprintRun2 } = await Promise.resolve().then(() => (init_run_scope(), run_scope_exports));
    const run3 = new FingerprintRun2();
    if (!rest.includes("--help") && !rest.includes("-h")) warmGitListing2(run3, io2.cwd, io2.env);
    const command = await load();
    return await withCommandFingerprintRun2(run3, () => command(rest, io2));
  } catch (e) {
    io2.stderr(errorLine(name, e, io2.cwd));
    return e instanceof HarnessError ? e.exitCode : EXIT.usage;
  }
}
function standaloneRunner(name, command) {
  return (rest, io2) => runCommand(name, async () => command, rest, io2 ?? processIO());
}

// src/cli/commands/verify.ts
init_errors();
import { stat as stat7 } from "node:fs/promises";

// src/verify/allow-list.ts
init_errors();
import { existsSync as existsSync2 } from "node:fs";
import { join as join3, resolve } from "node:path";

// src/util/safe-regex.ts
init_errors();
import { Script, createContext } from "node:vm";
var REGEX_TIMEOUT_ENV = "COWORK_HARNESS_REGEX_TIMEOUT_MS";
var DEFAULT_REGEX_TIMEOUT_MS = 500;
function regexTimeoutMs(env = process.env) {
  const raw = env[REGEX_TIMEOUT_ENV];
  const n = raw === void 0 ? NaN : Number(raw);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_REGEX_TIMEOUT_MS;
}
var RegexTimeoutError = class extends HarnessError {
  constructor(pattern, inputLength, budgetMs) {
    super(
      `regex /${pattern}/ did not finish within ${budgetMs} ms on a ${inputLength}-character input (catastrophic backtracking?) \u2014 simplify the pattern (e.g. no nested quantifiers like (a+)+); the budget is ${REGEX_TIMEOUT_ENV}`
    );
    this.pattern = pattern;
    this.inputLength = inputLength;
    this.budgetMs = budgetMs;
    this.name = "RegexTimeoutError";
  }
  pattern;
  inputLength;
  budgetMs;
};
var FAST_PATH_MAX_INPUT = 1e3;
function hasAtMostOneQuantifier(source) {
  let quantifiers = 0;
  let prevWasQuantifier = false;
  const open2 = [0];
  let groups = 0;
  const alternating = /* @__PURE__ */ new Set();
  for (let i = 0; i < source.length; i++) {
    const c3 = source[i];
    if (c3 === "\\") {
      const next = source[i + 1] ?? "";
      if (/[1-9k]/.test(next)) return false;
      i++;
      prevWasQuantifier = false;
      continue;
    }
    if (c3 === "[") {
      for (i++; i < source.length && source[i] !== "]"; i++) if (source[i] === "\\") i++;
      prevWasQuantifier = false;
      continue;
    }
    if (c3 === "(") {
      if (source[i + 1] === "?") {
        const kind = source[i + 2] ?? "";
        if (kind === "=" || kind === "!" || kind === "<" && (source[i + 3] === "=" || source[i + 3] === "!")) return false;
        i = kind === "<" ? Math.max(i + 2, source.indexOf(">", i)) : i + 2;
      }
      open2.push(++groups);
      prevWasQuantifier = false;
      continue;
    }
    if (c3 === "|") {
      alternating.add(open2[open2.length - 1] ?? 0);
      if (alternating.size > 1) return false;
      prevWasQuantifier = false;
      continue;
    }
    if (c3 === ")") {
      if (open2.length > 1) open2.pop();
      if (/[*+?{]/.test(source[i + 1] ?? "")) return false;
      prevWasQuantifier = false;
      continue;
    }
    if (c3 === "*" || c3 === "+" || c3 === "{" || c3 === "?" && !prevWasQuantifier) {
      if (c3 === "{" && !/^\{\d+(?:,\d*)?\}/.test(source.slice(i))) {
        prevWasQuantifier = false;
        continue;
      }
      if (++quantifiers > 1) return false;
      if (c3 === "{") i = source.indexOf("}", i);
      prevWasQuantifier = true;
      continue;
    }
    prevWasQuantifier = false;
  }
  return true;
}
var builtinExec = RegExp.prototype.exec;
var sandbox;
var runner;
var timedOut = /* @__PURE__ */ new Set();
function isTimeout(e) {
  return typeof e === "object" && e !== null && e.code === "ERR_SCRIPT_EXECUTION_TIMEOUT";
}
var BoundedRegExp = class _BoundedRegExp extends RegExp {
  #fast;
  exec(input) {
    const text = String(input);
    this.#fast ??= hasAtMostOneQuantifier(this.source);
    if (this.#fast && text.length <= FAST_PATH_MAX_INPUT) return builtinExec.call(this, text);
    const key = `/${this.source}/${this.flags}`;
    const budget = regexTimeoutMs();
    if (timedOut.has(key)) throw new RegexTimeoutError(this.source, text.length, budget);
    sandbox ??= createContext(/* @__PURE__ */ Object.create(null));
    runner ??= new Script("__run()", { filename: "cowork-harness-bounded-regex" });
    sandbox.__run = () => builtinExec.call(this, text);
    try {
      return runner.runInContext(sandbox, { timeout: budget });
    } catch (e) {
      if (!isTimeout(e)) throw e;
      timedOut.add(key);
      throw new RegexTimeoutError(this.source, text.length, budget);
    } finally {
      sandbox.__run = void 0;
    }
  }
  /** Derived regexes (e.g. from `matchAll`, `split`) stay bounded. */
  static get [Symbol.species]() {
    return _BoundedRegExp;
  }
};
function boundedRegExp(source, flags = "") {
  return new BoundedRegExp(source, flags);
}

// src/util/regular-file.ts
import { closeSync as closeSync2, constants as constants2, fstatSync as fstatSync2, openSync as openSync2 } from "node:fs";

// src/util/contained-fs.ts
init_errors();
import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  lstatSync,
  openSync,
  readSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmdirSync,
  unlinkSync,
  writeSync,
  fchmodSync
} from "node:fs";
import { join as join2 } from "node:path";
var PROC_FD = process.platform === "linux" && existsSync("/proc/self/fd");
var O_NOFOLLOW = constants.O_NOFOLLOW ?? 0;
var O_DIRECTORY = constants.O_DIRECTORY ?? 0;
var O_NONBLOCK = constants.O_NONBLOCK ?? 0;
var O_NOCTTY = constants.O_NOCTTY ?? 0;
var ContainmentError = class extends HarnessError {
  constructor(message) {
    super(message);
    this.name = "ContainmentError";
  }
};
function isPlainName(name) {
  return name !== "" && name !== "." && name !== ".." && !name.includes("/") && !name.includes("\0");
}
function checkName(name) {
  if (!isPlainName(name)) throw new ContainmentError(`${JSON.stringify(name)} is not a single path component`);
}
function at2(dir, name) {
  checkName(name);
  return `${self(dir)}/${name}`;
}
function self(dir) {
  if (PROC_FD) return `/proc/self/fd/${dir.fd}`;
  const now = lstatSync(dir.path);
  if (now.isSymbolicLink() || now.dev !== dir.dev || now.ino !== dir.ino) throw new ContainmentError(`${dir.path} was moved or replaced while in use`);
  return dir.path;
}
function openTrustedDir(path) {
  const real2 = realpathSync(path);
  const fd = openSync(real2, constants.O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
  const st2 = fstatSync(fd);
  if (!st2.isDirectory()) {
    closeSync(fd);
    throw new ContainmentError(`${path} is not a directory`);
  }
  return { fd, dev: st2.dev, ino: st2.ino, path: real2 };
}
function openDirAt(dir, name) {
  let fd;
  try {
    fd = openSync(at2(dir, name), constants.O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK);
  } catch (e) {
    const code = e.code;
    if (code === "ELOOP" || code === "ENOTDIR") throw new ContainmentError(`${name} in ${dir.path} is not a directory (a link or a file)`);
    throw e;
  }
  const st2 = fstatSync(fd);
  if (!st2.isDirectory() || st2.dev !== dir.dev) {
    closeSync(fd);
    throw new ContainmentError(`${name} in ${dir.path} is not a directory on the same device`);
  }
  return { fd, dev: st2.dev, ino: st2.ino, path: join2(dir.path, name) };
}
function openDirPath(dir, components) {
  let cur = dir;
  for (const c3 of components) {
    const next = openDirAt(cur, c3);
    if (cur !== dir) closeDir(cur);
    cur = next;
  }
  return cur === dir ? { ...dir, fd: openSync(self(dir), constants.O_RDONLY | O_DIRECTORY) } : cur;
}
function closeDir(dir) {
  try {
    closeSync(dir.fd);
  } catch {
  }
}
function openFileAt(dir, name, checks = {}) {
  let fd;
  try {
    fd = openSync(at2(dir, name), constants.O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY);
  } catch (e) {
    if (e.code === "ELOOP") throw new ContainmentError(`${name} is a symbolic link`);
    throw e;
  }
  const stat8 = fstatSync(fd);
  const why = !stat8.isFile() ? "is not a regular file" : stat8.dev !== dir.dev ? "is on another device" : checks.singleLink && stat8.nlink > 1 ? "has more than one hard link" : checks.maxBytes !== void 0 && stat8.size > checks.maxBytes ? `is larger than ${checks.maxBytes} bytes` : void 0;
  if (why !== void 0) {
    closeSync(fd);
    throw new ContainmentError(`${name} ${why}`);
  }
  return { fd, stat: stat8 };
}
function readFdBounded(fd, maxBytes) {
  const chunks = [];
  let total = 0;
  const buf = Buffer.allocUnsafe(64 * 1024);
  for (; ; ) {
    const n = readSync(fd, buf, 0, buf.length, null);
    if (n === 0) break;
    total += n;
    if (total > maxBytes) throw new ContainmentError(`file grew past ${maxBytes} bytes while being read`);
    chunks.push(Buffer.from(buf.subarray(0, n)));
  }
  return Buffer.concat(chunks, total);
}
function openFileBelow(dir, rel, checks = {}) {
  const parts = rel.split("/").filter((p2) => p2 !== "");
  const top = openTrustedDir(dir);
  let parent;
  try {
    parent = openDirPath(top, parts.slice(0, -1));
    return openFileAt(parent, parts[parts.length - 1] ?? "", checks);
  } finally {
    if (parent) closeDir(parent);
    closeDir(top);
  }
}

// src/util/regular-file.ts
var O_NONBLOCK2 = constants2.O_NONBLOCK ?? 0;
var O_NOCTTY2 = constants2.O_NOCTTY ?? 0;
var O_NOFOLLOW2 = constants2.O_NOFOLLOW ?? 0;
var MAX_TEXT_FILE_BYTES = 16 * 1024 * 1024;
var IrregularFileError = class extends Error {
  code;
  constructor(path, why, code = why) {
    super(`${path}: ${why}`);
    this.name = "IrregularFileError";
    this.code = code;
  }
};
function irregularReason(fd, maxBytes) {
  const st2 = fstatSync2(fd);
  if (st2.isDirectory()) return ["is a directory", "EISDIR"];
  if (!st2.isFile()) return ["not a regular file (a FIFO, device or socket)"];
  return st2.size > maxBytes ? [`larger than ${maxBytes} bytes`] : void 0;
}
function openFlags(noFollow) {
  return constants2.O_RDONLY | O_NONBLOCK2 | O_NOCTTY2 | (noFollow === true ? O_NOFOLLOW2 : 0);
}
function openRegularFile(path, opts = {}) {
  let fd;
  try {
    fd = openSync2(path, openFlags(opts.noFollow));
  } catch (e) {
    if (opts.noFollow === true && e.code === "ELOOP") throw new IrregularFileError(path, "is a symbolic link", "ELOOP");
    throw e;
  }
  const why = irregularReason(fd, opts.maxBytes ?? Number.POSITIVE_INFINITY);
  if (why === void 0) return fd;
  closeSync2(fd);
  throw new IrregularFileError(path, ...why);
}
function readRegularFile(path, maxBytes = MAX_TEXT_FILE_BYTES, opts = {}) {
  const fd = openRegularFile(path, { ...opts, maxBytes });
  try {
    return readFdBounded(fd, maxBytes);
  } catch (e) {
    throw e instanceof ContainmentError ? new IrregularFileError(path, `grew past ${maxBytes} bytes while being read`) : e;
  } finally {
    closeSync2(fd);
  }
}
function readRegularText(path, maxBytes = MAX_TEXT_FILE_BYTES) {
  return readRegularFile(path, maxBytes).toString("utf8");
}

// src/verify/allow-list.ts
var ALLOW_FLAGS = {
  "--allow": void 0,
  "--allow-domain": "domain",
  "--allow-email": "email",
  "--allow-path": "path",
  "--allow-machine-inventory": "machine-inventory",
  "--allow-host-inventory": "host-inventory",
  "--allow-phone": "phone"
};
function compile(src, cls, origin) {
  try {
    return { ...cls !== void 0 ? { cls } : {}, re: boundedRegExp(src, "i") };
  } catch {
    throw new UsageError(`${origin}: invalid regex: ${src}`);
  }
}
var REPO_ALLOW_FILE = ".cowork-allow-patterns";
var ALLOW_HELP = `  --allow REGEX                    a privacy finding this regex matches whole (it is anchored, as
                                   ^(?:REGEX)$: "acme" does not clear "jane@acme.com") is not a
                                   finding (repeatable);
  --allow-domain REGEX             likewise for one class: domain, email, path,
  --allow-email REGEX              machine-inventory, host-inventory, phone (each repeatable)
  --allow-path REGEX
  --allow-machine-inventory REGEX
  --allow-host-inventory REGEX
  --allow-phone REGEX
  --allow-patterns-file FILE       one allow regex per line, # comments (repeatable);
                                   ${REPO_ALLOW_FILE} in the working directory is always read
                                   (the gate reads it too: put what a committed cassette needs there)`;
var ALLOW_OPTIONS = Object.fromEntries(
  [...Object.keys(ALLOW_FLAGS), "--allow-patterns-file"].map((f3) => [f3.slice(2), { type: "string", multiple: true }])
);
async function allowListFromValues(values, cwd) {
  const repeated = /* @__PURE__ */ new Map();
  for (const flag of [...Object.keys(ALLOW_FLAGS), "--allow-patterns-file"]) {
    const v2 = values[flag.slice(2)];
    if (Array.isArray(v2))
      repeated.set(
        flag,
        v2.map((x3) => flag === "--allow-patterns-file" ? resolve(cwd, String(x3)) : String(x3))
      );
  }
  return buildAllowList(repeated, cwd);
}
async function buildAllowList(repeated, cwd) {
  const out = [];
  if (cwd !== void 0 && existsSync2(join3(cwd, REPO_ALLOW_FILE))) {
    repeated = new Map(repeated);
    repeated.set("--allow-patterns-file", [join3(cwd, REPO_ALLOW_FILE), ...repeated.get("--allow-patterns-file") ?? []]);
  }
  for (const [flag, cls] of Object.entries(ALLOW_FLAGS)) {
    for (const src of repeated.get(flag) ?? []) out.push(compile(src, cls, flag));
  }
  for (const file of repeated.get("--allow-patterns-file") ?? []) {
    let body;
    try {
      body = readRegularText(file);
    } catch {
      throw new UsageError(`--allow-patterns-file: cannot read ${file}`);
    }
    for (const raw of body.split("\n")) {
      const line = raw.trim();
      if (line && !line.startsWith("#")) out.push(compile(line, void 0, `--allow-patterns-file (${file})`));
    }
  }
  return out;
}

// src/verify/result.ts
init_errors();
function orderedResult(r2) {
  return {
    file: r2.file,
    findings: r2.findings.map((f3) => ({ where: f3.where, cls: f3.cls, sample: f3.sample })),
    staleness: r2.staleness,
    unverifiable: r2.unverifiable,
    notes: r2.notes,
    version: r2.version,
    scenarioDrift: r2.scenarioDrift,
    ...r2.error !== void 0 ? { error: r2.error } : {},
    privacyScanned: r2.privacyScanned
  };
}
function hasRealFinding(r2) {
  return r2.findings.some((f3) => f3.cls !== "unscanned") || r2.staleness.length > 0 || r2.scenarioDrift.length > 0;
}
function couldNotVerify(r2) {
  return r2.unverifiable.length > 0 || r2.version.length > 0 || r2.error !== void 0;
}
function verifyExitCode(results) {
  if (results.some(hasRealFinding)) return EXIT.fail;
  if (results.some(couldNotVerify)) return EXIT.unverifiable;
  return EXIT.ok;
}
function verifyEnvelope(results, coverage) {
  const ok = verifyExitCode(results) === EXIT.ok;
  return JSON.stringify({
    tool: TOOL_NAME,
    version: TOOL_VERSION,
    command: "verify-cassettes",
    ok,
    coverage: { privacy: coverage.privacy, staleness: coverage.staleness, scenarioDrift: coverage.scenarioDrift },
    results: results.map(orderedResult),
    error: null
  });
}
function verifyUsageEnvelope(message, hint) {
  return JSON.stringify({
    tool: TOOL_NAME,
    version: TOOL_VERSION,
    command: "verify-cassettes",
    ok: false,
    results: [],
    error: { category: "usage", message, ...hint !== void 0 ? { hint } : {} }
  });
}

// src/verify/targets.ts
import { readdir as readdir2, stat as stat3 } from "node:fs/promises";

// src/cassette/find.ts
init_errors();
import { readdir, stat as stat2 } from "node:fs/promises";
import { join as join4 } from "node:path";
var CASSETTE_SUFFIX = ".cassette.json";
async function findCassettes(targets) {
  if (targets.length === 0) throw new UsageError("no cassette file or directory given");
  const out = [];
  for (const target of targets) {
    let info;
    try {
      info = await stat2(target);
    } catch {
      throw new UsageError(`path not found: ${target}`);
    }
    if (!info.isDirectory()) {
      out.push(target);
      continue;
    }
    const names = (await readdir(target)).filter((n) => n.endsWith(CASSETTE_SUFFIX)).sort();
    if (names.length === 0) {
      throw new UsageError(`no ${CASSETTE_SUFFIX} files under ${target} \u2014 nothing to do (loud non-zero, not a vacuous pass)`);
    }
    for (const n of names) out.push(join4(target, n));
  }
  return out;
}

// src/verify/targets.ts
init_errors();
async function isEmptyCassetteDir(target) {
  try {
    if (!(await stat3(target)).isDirectory()) return false;
    return !(await readdir2(target)).some((n) => n.endsWith(CASSETTE_SUFFIX));
  } catch {
    return false;
  }
}
async function verifyTargets(targets, allowEmpty) {
  if (targets.length === 0) throw new UsageError("no cassette file or directory given");
  const kept = [];
  for (const t2 of targets) {
    if (allowEmpty && await isEmptyCassetteDir(t2)) continue;
    kept.push(t2);
  }
  return kept.length ? findCassettes(kept) : [];
}

// src/verify/text.ts
function verifyText(results, coverage) {
  const lines = [];
  if (!coverage.staleness) lines.push("\u26A0 cowork-harness: --skip-staleness: staleness check was skipped");
  if (!coverage.privacy) lines.push("\u26A0 cowork-harness: --skip-privacy: privacy scan was skipped");
  if (!coverage.scenarioDrift) lines.push("\u26A0 cowork-harness: --skip-scenario-drift: scenario prompt-drift check was skipped");
  const byClass = /* @__PURE__ */ new Map();
  for (const r2 of results) for (const f3 of r2.findings) byClass.set(f3.cls, (byClass.get(f3.cls) ?? 0) + 1);
  if (byClass.size) {
    const parts = [...byClass.entries()].sort((a, b3) => b3[1] - a[1] || a[0].localeCompare(b3[0])).map(([cls, n]) => `${cls} ${n}`);
    lines.push(`findings by class: ${parts.join(" \xB7 ")}`);
  }
  for (const r2 of results) {
    if (r2.error !== void 0) lines.push(`\u2717 ${r2.file}: [error] ${r2.error}`);
    for (const f3 of r2.findings) lines.push(`${f3.cls === "unscanned" ? "\xB7" : "\u2717"} ${r2.file}: [${f3.cls}] ${f3.where} \u2014 ${f3.sample}`);
    for (const s of r2.staleness) lines.push(`\u2717 ${r2.file}: [stale] ${s}`);
    for (const u2 of r2.unverifiable) lines.push(`\u2717 ${r2.file}: [unverifiable] ${u2}`);
    for (const d2 of r2.scenarioDrift) lines.push(`\u2717 ${r2.file}: [scenario-drift] ${d2}`);
    for (const n of r2.notes) lines.push(`\xB7 ${r2.file}: [note] ${n}`);
    for (const v2 of r2.version) lines.push(`\u2717 ${r2.file}: [version] ${v2}`);
  }
  const code = verifyExitCode(results);
  if (code === 0) {
    lines.push(`\u2713 verify-cassettes: ${results.length} cassette(s) clean`);
  } else {
    const real2 = results.reduce((n, r2) => n + r2.findings.filter((f3) => f3.cls !== "unscanned").length, 0);
    const unverifiable2 = results.reduce((n, r2) => n + r2.unverifiable.length, 0);
    const any = (pick2) => results.some(pick2);
    lines.push(
      `\u2717 verify-cassettes: ${real2} PII finding(s)` + (any((r2) => r2.staleness.length > 0) ? " + staleness drift" : "") + (any((r2) => r2.scenarioDrift.length > 0) ? " + scenario prompt drift" : "") + (unverifiable2 > 0 ? ` + ${unverifiable2} unverifiable` : "") + (any((r2) => r2.version.length > 0) ? " + version mismatch" : "") + (any((r2) => r2.error !== void 0) ? " + unreadable cassette(s)" : "") + ` across ${results.length} cassette(s) (exit ${code})`
    );
    lines.push(
      "  exit 1 = verified & failed (a real finding); exit 3 = could not verify (unresolvable baseline/skill/tier, an unsupported cassette version, or a per-file read error)."
    );
  }
  return lines.map((l3) => `${l3}
`).join("");
}

// src/cassette/load.ts
init_errors();
import { lstatSync as lstatSync2, readFileSync, statSync } from "node:fs";
import { readFile, stat as stat5 } from "node:fs/promises";

// src/util/repo-root.ts
import { existsSync as existsSync3, realpathSync as realpathSync2 } from "node:fs";
import { dirname as dirname2, isAbsolute, relative as relative2, resolve as resolve2, sep as sep2 } from "node:path";
function real(p2) {
  try {
    return realpathSync2.native(p2);
  } catch {
    return resolve2(p2);
  }
}
function isWithin(root, target) {
  const rel = relative2(root, target);
  return rel === "" || rel !== ".." && !rel.startsWith(`..${sep2}`) && !isAbsolute(rel);
}
function repositoryRootOf(cassettePath, cwd = process.cwd()) {
  const dir = real(dirname2(resolve2(cassettePath)));
  for (let probe = dir; ; probe = dirname2(probe)) {
    if (existsSync3(resolve2(probe, ".git"))) return probe;
    if (dirname2(probe) === probe) break;
  }
  const realCwd = real(cwd);
  if (isWithin(realCwd, dir)) return realCwd;
  return dirname2(dir);
}
function landingPath(target) {
  const abs = resolve2(target);
  let probe = abs;
  const rest = [];
  for (; ; ) {
    try {
      const base = realpathSync2.native(probe);
      return rest.length === 0 ? base : resolve2(base, ...rest.reverse());
    } catch {
      const parent = dirname2(probe);
      if (parent === probe) return abs;
      rest.push(probe.slice(parent.length).replace(/^[\\/]+/, ""));
      probe = parent;
    }
  }
}
function escapesRoot(root, target) {
  return !isWithin(real(root), landingPath(target));
}
function escapesRepositoryRoot(repositoryRoot, target) {
  return !isWithin(repositoryRoot, landingPath(target));
}

// src/util/bounded-json.ts
var MAX_JSON_DEPTH = 256;
function nestsDeeperThan(value, max = MAX_JSON_DEPTH) {
  return value !== null && typeof value === "object" && deeper(value, 0, max);
}
function deeper(v2, depth, max) {
  if (depth + 1 > max) return true;
  if (Array.isArray(v2)) {
    for (let i = 0; i < v2.length; i++) {
      const c3 = v2[i];
      if (c3 !== null && typeof c3 === "object" && deeper(c3, depth + 1, max)) return true;
    }
    return false;
  }
  for (const c3 of Object.values(v2)) if (c3 !== null && typeof c3 === "object" && deeper(c3, depth + 1, max)) return true;
  return false;
}

// src/schema/ajv-errors.ts
function formatAjvErrors(errors) {
  const out = [];
  for (const e of errors ?? []) {
    const where = e.instancePath === "" ? "(root)" : e.instancePath;
    let what = e.message ?? "is invalid";
    if (e.keyword === "additionalProperties") what += ` "${String(e.params["additionalProperty"])}"`;
    if (e.keyword === "enum") what += `: ${e.params["allowedValues"].map((v2) => JSON.stringify(v2)).join(", ")}`;
    if (e.keyword === "const") what += `: ${JSON.stringify(e.params["allowedValue"])}`;
    const line = `${where}: ${what}`;
    if (!out.includes(line)) out.push(line);
  }
  return out;
}

// src/schema/generated/validators.js
var validateCassetteV12 = validate0;
var schema0 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cowork-harness.dev/schema/cassette.v12.schema.json", "title": "Cassette, format v12", "description": "A recorded agent run that replays without a model (formats 9 to 12 share this shape). On top of v9: v10 adds linkKind on manifest entries; v11 makes cassetteVersion the lowest reader version the frozen scenario needs; v12 switches plugin-manifest hashing to a canonical serialization and records it in fingerprint.hashFormat. The pre-run hashes, pre-run origin, timeline, timeline header and environment blocks are optional additions that carry no version bump.", "type": "object", "required": ["scenario", "events"], "properties": { "$schema": { "type": "string", "format": "uri" }, "generator": { "type": "string", "const": "cowork-harness" }, "cassetteVersion": { "type": "integer", "minimum": 0, "description": "Lowest reader format version needed to interpret this cassette." }, "scenario": { "type": "object", "description": "The scenario as frozen at record time." }, "events": { "type": "array", "items": { "type": "string" }, "description": "Agent output, one JSON text line per entry." }, "controlOut": { "type": "array", "items": { "type": "string" }, "description": "What the harness wrote to the agent, one JSON text line per entry." }, "effectiveFidelity": { "type": "string", "description": "Isolation tier the recording actually ran at." }, "artifacts": { "type": "array", "description": "Files found under the work root after the run: path, size and digest, with small bodies inlined.", "items": { "type": "object", "required": ["path", "bytes", "sha256"], "properties": { "path": { "type": "string", "description": "Relative to the work root." }, "bytes": { "type": "number", "description": "Size at record time." }, "sha256": { "type": "string", "description": "Hex digest of the file bytes; empty when the file could not be read." }, "body": { "type": "string", "description": "Inlined content, absent when the body was not kept." }, "encoding": { "type": "string", "enum": ["utf8", "base64"], "description": "Encoding of body." }, "truncated": { "type": "boolean", "description": "True when only the digest was kept." }, "truncationReason": { "type": "string", "enum": ["size", "readonly", "unreadable", "input"], "description": "Why the body was not kept; input marks an uploaded file kept by digest only." }, "linkKind": { "type": "string", "enum": ["symlink", "hardlink"], "description": "Set when the entry is a link rather than a regular file." } } } }, "userVisibleRoots": { "type": "array", "items": { "type": "string" }, "description": "Top-level folders the user can see (outputs and each connected folder's mount name)." }, "preRunOrigin": { "type": "string", "enum": ["local-walk", "remote-unavailable", "local-unreadable"], "description": "How the pre-run listing was obtained; only local-walk is a trustworthy baseline." }, "preRunPaths": { "type": "array", "items": { "type": "string" }, "description": "Paths under the user-visible roots that existed before the agent started." }, "preRunHashes": { "type": "object", "additionalProperties": { "type": ["string", "null"] }, "description": "Digest of each pre-existing user-visible file before the run; null when it cannot be compared." }, "scenarioSource": { "type": "string", "description": "Scenario file the recording came from, relative to the cassette's folder." }, "fingerprint": { "type": "object", "description": "Digests of the inputs that shaped the recording, used for staleness checks.", "properties": { "baseline": { "type": "string" }, "hashFormat": { "type": "string", "enum": ["jcs1"], "description": "Manifest transform behind the digests; absent means the pre-v12 transform." }, "skillHash": { "type": "string", "description": "Digest of the declared skill and plugin folders." }, "contentSig": { "type": "string", "description": "Second digest over the same file set as skillHash." }, "skillSources": { "type": "array", "items": { "type": "string" } }, "skillScope": { "type": "array", "items": { "type": "string" } }, "sharedHash": { "type": "string" }, "fileSigs": { "type": "array", "description": "Pairs of relative path and content digest, for naming what changed.", "items": { "type": "array", "items": { "type": "string" }, "minItems": 2, "maxItems": 2 } }, "fileSigsOmitted": { "type": "boolean", "description": "True when fileSigs was left out because the tree was too big." }, "mode": { "type": "string", "enum": ["git", "raw"], "description": "Whether the file set came from git or a plain walk." }, "agentScope": { "type": "string", "enum": ["skill"], "description": "Set when per-skill agent scoping was on." }, "promptAssetsHash": { "type": "string", "description": "Short digest of the baseline's prompt asset files." } } }, "authoring": { "type": "object", "description": "Present when some gate answer came from a live decider rather than the script: channel names it (decider-llm, decider-dir, decider-cmd); absent channel means an on_unanswered: first auto-pick.", "properties": { "nonDeterministic": { "type": "boolean" }, "channel": { "type": "string", "enum": ["decider-dir", "decider-llm", "decider-cmd"] } }, "required": ["nonDeterministic"] }, "timeline": { "type": "array", "description": "Ordered observations made during the run, with times relative to timelineHeader.startedAtMono.", "items": { "type": "object", "required": ["seq", "ts", "line", "type"], "properties": { "seq": { "type": "integer", "description": "Position in the timeline." }, "ts": { "type": "number", "description": "Milliseconds since the monotonic start." }, "line": { "type": "integer", "description": "Ordinal of the translated agent message." }, "type": { "type": "string", "enum": ["tool_use", "tool_result", "subagent_dispatch", "skill_invoked", "task_updated", "file_changed", "scratchpad_promoted", "thinking", "decision", "result"] } } } }, "timelineHeader": { "type": "object", "description": "Start anchors of the timeline.", "required": ["v", "startedAtWall", "startedAtMono"], "properties": { "v": { "type": "integer", "const": 1 }, "startedAtWall": { "type": "string", "description": "Wall-clock start as an ISO string." }, "startedAtMono": { "type": "string", "description": "Monotonic start counter, as a decimal string." } } }, "sessionFingerprint": { "type": "string", "description": "Digest of the session's shape (folders, plugins, skills, MCP, egress); only verify-cassettes compares it." }, "folderPrefixMap": { "type": "array", "description": "Connected-folder host paths and the mount names they had at record time.", "items": { "type": "object", "required": ["from", "mount"], "properties": { "from": { "type": "string", "description": "Host path of the folder." }, "mount": { "type": "string", "description": "Mount name it was given." } } } }, "environment": { "type": "object", "description": "Where and how the recording was made.", "required": ["location"], "properties": { "location": { "type": "string", "enum": ["local", "cloud"] }, "tier": { "type": "string" }, "agentBinaryFormat": { "type": "string" }, "harnessVersion": { "type": "string", "description": "Version of the harness that recorded." }, "agentImage": { "type": "object", "description": "Agent container image seen when the cassette was written.", "required": ["ref"], "properties": { "ref": { "type": "string" }, "configId": { "type": "string", "pattern": "^sha256:[0-9a-f]{64}$" }, "registryDigest": { "type": "string", "pattern": "^sha256:[0-9a-f]{64}$" } } } } } } };
var pattern0 = new RegExp("^sha256:[0-9a-f]{64}$", "u");
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.scenario === void 0 && (missing0 = "scenario") || data.events === void 0 && (missing0 = "events")) {
        validate0.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.$schema !== void 0) {
          const _errs1 = errors;
          if (errors === _errs1) {
            if (errors === _errs1) {
              if (!(typeof data.$schema === "string")) {
                validate0.errors = [{ instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                return false;
              }
            }
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.generator !== void 0) {
            let data1 = data.generator;
            const _errs3 = errors;
            if (typeof data1 !== "string") {
              validate0.errors = [{ instancePath: instancePath + "/generator", schemaPath: "#/properties/generator/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
              return false;
            }
            if ("cowork-harness" !== data1) {
              validate0.errors = [{ instancePath: instancePath + "/generator", schemaPath: "#/properties/generator/const", keyword: "const", params: { allowedValue: "cowork-harness" }, message: "must be equal to constant" }];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.cassetteVersion !== void 0) {
              let data2 = data.cassetteVersion;
              const _errs5 = errors;
              if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)))) {
                validate0.errors = [{ instancePath: instancePath + "/cassetteVersion", schemaPath: "#/properties/cassetteVersion/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                return false;
              }
              if (errors === _errs5) {
                if (typeof data2 == "number") {
                  if (data2 < 0 || isNaN(data2)) {
                    validate0.errors = [{ instancePath: instancePath + "/cassetteVersion", schemaPath: "#/properties/cassetteVersion/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                    return false;
                  }
                }
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.scenario !== void 0) {
                let data3 = data.scenario;
                const _errs7 = errors;
                if (!(data3 && typeof data3 == "object" && !Array.isArray(data3))) {
                  validate0.errors = [{ instancePath: instancePath + "/scenario", schemaPath: "#/properties/scenario/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                  return false;
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.events !== void 0) {
                  let data4 = data.events;
                  const _errs9 = errors;
                  if (errors === _errs9) {
                    if (Array.isArray(data4)) {
                      var valid1 = true;
                      const len0 = data4.length;
                      for (let i0 = 0; i0 < len0; i0++) {
                        const _errs11 = errors;
                        if (typeof data4[i0] !== "string") {
                          validate0.errors = [{ instancePath: instancePath + "/events/" + i0, schemaPath: "#/properties/events/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                          return false;
                        }
                        var valid1 = _errs11 === errors;
                        if (!valid1) {
                          break;
                        }
                      }
                    } else {
                      validate0.errors = [{ instancePath: instancePath + "/events", schemaPath: "#/properties/events/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                      return false;
                    }
                  }
                  var valid0 = _errs9 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.controlOut !== void 0) {
                    let data6 = data.controlOut;
                    const _errs13 = errors;
                    if (errors === _errs13) {
                      if (Array.isArray(data6)) {
                        var valid2 = true;
                        const len1 = data6.length;
                        for (let i1 = 0; i1 < len1; i1++) {
                          const _errs15 = errors;
                          if (typeof data6[i1] !== "string") {
                            validate0.errors = [{ instancePath: instancePath + "/controlOut/" + i1, schemaPath: "#/properties/controlOut/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                            return false;
                          }
                          var valid2 = _errs15 === errors;
                          if (!valid2) {
                            break;
                          }
                        }
                      } else {
                        validate0.errors = [{ instancePath: instancePath + "/controlOut", schemaPath: "#/properties/controlOut/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                        return false;
                      }
                    }
                    var valid0 = _errs13 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.effectiveFidelity !== void 0) {
                      const _errs17 = errors;
                      if (typeof data.effectiveFidelity !== "string") {
                        validate0.errors = [{ instancePath: instancePath + "/effectiveFidelity", schemaPath: "#/properties/effectiveFidelity/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                      }
                      var valid0 = _errs17 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.artifacts !== void 0) {
                        let data9 = data.artifacts;
                        const _errs19 = errors;
                        if (errors === _errs19) {
                          if (Array.isArray(data9)) {
                            var valid3 = true;
                            const len2 = data9.length;
                            for (let i2 = 0; i2 < len2; i2++) {
                              let data10 = data9[i2];
                              const _errs21 = errors;
                              if (errors === _errs21) {
                                if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                                  let missing1;
                                  if (data10.path === void 0 && (missing1 = "path") || data10.bytes === void 0 && (missing1 = "bytes") || data10.sha256 === void 0 && (missing1 = "sha256")) {
                                    validate0.errors = [{ instancePath: instancePath + "/artifacts/" + i2, schemaPath: "#/properties/artifacts/items/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                                    return false;
                                  } else {
                                    if (data10.path !== void 0) {
                                      const _errs23 = errors;
                                      if (typeof data10.path !== "string") {
                                        validate0.errors = [{ instancePath: instancePath + "/artifacts/" + i2 + "/path", schemaPath: "#/properties/artifacts/items/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                      }
                                      var valid4 = _errs23 === errors;
                                    } else {
                                      var valid4 = true;
                                    }
                                    if (valid4) {
                                      if (data10.bytes !== void 0) {
                                        const _errs25 = errors;
                                        if (!(typeof data10.bytes == "number")) {
                                          validate0.errors = [{ instancePath: instancePath + "/artifacts/" + i2 + "/bytes", schemaPath: "#/properties/artifacts/items/properties/bytes/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                          return false;
                                        }
                                        var valid4 = _errs25 === errors;
                                      } else {
                                        var valid4 = true;
                                      }
                                      if (valid4) {
                                        if (data10.sha256 !== void 0) {
                                          const _errs27 = errors;
                                          if (typeof data10.sha256 !== "string") {
                                            validate0.errors = [{ instancePath: instancePath + "/artifacts/" + i2 + "/sha256", schemaPath: "#/properties/artifacts/items/properties/sha256/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                          var valid4 = _errs27 === errors;
                                        } else {
                                          var valid4 = true;
                                        }
                                        if (valid4) {
                                          if (data10.body !== void 0) {
                                            const _errs29 = errors;
                                            if (typeof data10.body !== "string") {
                                              validate0.errors = [{ instancePath: instancePath + "/artifacts/" + i2 + "/body", schemaPath: "#/properties/artifacts/items/properties/body/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                              return false;
                                            }
                                            var valid4 = _errs29 === errors;
                                          } else {
                                            var valid4 = true;
                                          }
                                          if (valid4) {
                                            if (data10.encoding !== void 0) {
                                              let data15 = data10.encoding;
                                              const _errs31 = errors;
                                              if (typeof data15 !== "string") {
                                                validate0.errors = [{ instancePath: instancePath + "/artifacts/" + i2 + "/encoding", schemaPath: "#/properties/artifacts/items/properties/encoding/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                              }
                                              if (!(data15 === "utf8" || data15 === "base64")) {
                                                validate0.errors = [{ instancePath: instancePath + "/artifacts/" + i2 + "/encoding", schemaPath: "#/properties/artifacts/items/properties/encoding/enum", keyword: "enum", params: { allowedValues: schema0.properties.artifacts.items.properties.encoding.enum }, message: "must be equal to one of the allowed values" }];
                                                return false;
                                              }
                                              var valid4 = _errs31 === errors;
                                            } else {
                                              var valid4 = true;
                                            }
                                            if (valid4) {
                                              if (data10.truncated !== void 0) {
                                                const _errs33 = errors;
                                                if (typeof data10.truncated !== "boolean") {
                                                  validate0.errors = [{ instancePath: instancePath + "/artifacts/" + i2 + "/truncated", schemaPath: "#/properties/artifacts/items/properties/truncated/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                  return false;
                                                }
                                                var valid4 = _errs33 === errors;
                                              } else {
                                                var valid4 = true;
                                              }
                                              if (valid4) {
                                                if (data10.truncationReason !== void 0) {
                                                  let data17 = data10.truncationReason;
                                                  const _errs35 = errors;
                                                  if (typeof data17 !== "string") {
                                                    validate0.errors = [{ instancePath: instancePath + "/artifacts/" + i2 + "/truncationReason", schemaPath: "#/properties/artifacts/items/properties/truncationReason/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                    return false;
                                                  }
                                                  if (!(data17 === "size" || data17 === "readonly" || data17 === "unreadable" || data17 === "input")) {
                                                    validate0.errors = [{ instancePath: instancePath + "/artifacts/" + i2 + "/truncationReason", schemaPath: "#/properties/artifacts/items/properties/truncationReason/enum", keyword: "enum", params: { allowedValues: schema0.properties.artifacts.items.properties.truncationReason.enum }, message: "must be equal to one of the allowed values" }];
                                                    return false;
                                                  }
                                                  var valid4 = _errs35 === errors;
                                                } else {
                                                  var valid4 = true;
                                                }
                                                if (valid4) {
                                                  if (data10.linkKind !== void 0) {
                                                    let data18 = data10.linkKind;
                                                    const _errs37 = errors;
                                                    if (typeof data18 !== "string") {
                                                      validate0.errors = [{ instancePath: instancePath + "/artifacts/" + i2 + "/linkKind", schemaPath: "#/properties/artifacts/items/properties/linkKind/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                      return false;
                                                    }
                                                    if (!(data18 === "symlink" || data18 === "hardlink")) {
                                                      validate0.errors = [{ instancePath: instancePath + "/artifacts/" + i2 + "/linkKind", schemaPath: "#/properties/artifacts/items/properties/linkKind/enum", keyword: "enum", params: { allowedValues: schema0.properties.artifacts.items.properties.linkKind.enum }, message: "must be equal to one of the allowed values" }];
                                                      return false;
                                                    }
                                                    var valid4 = _errs37 === errors;
                                                  } else {
                                                    var valid4 = true;
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                } else {
                                  validate0.errors = [{ instancePath: instancePath + "/artifacts/" + i2, schemaPath: "#/properties/artifacts/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                  return false;
                                }
                              }
                              var valid3 = _errs21 === errors;
                              if (!valid3) {
                                break;
                              }
                            }
                          } else {
                            validate0.errors = [{ instancePath: instancePath + "/artifacts", schemaPath: "#/properties/artifacts/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                            return false;
                          }
                        }
                        var valid0 = _errs19 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.userVisibleRoots !== void 0) {
                          let data19 = data.userVisibleRoots;
                          const _errs39 = errors;
                          if (errors === _errs39) {
                            if (Array.isArray(data19)) {
                              var valid5 = true;
                              const len3 = data19.length;
                              for (let i3 = 0; i3 < len3; i3++) {
                                const _errs41 = errors;
                                if (typeof data19[i3] !== "string") {
                                  validate0.errors = [{ instancePath: instancePath + "/userVisibleRoots/" + i3, schemaPath: "#/properties/userVisibleRoots/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                  return false;
                                }
                                var valid5 = _errs41 === errors;
                                if (!valid5) {
                                  break;
                                }
                              }
                            } else {
                              validate0.errors = [{ instancePath: instancePath + "/userVisibleRoots", schemaPath: "#/properties/userVisibleRoots/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                              return false;
                            }
                          }
                          var valid0 = _errs39 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.preRunOrigin !== void 0) {
                            let data21 = data.preRunOrigin;
                            const _errs43 = errors;
                            if (typeof data21 !== "string") {
                              validate0.errors = [{ instancePath: instancePath + "/preRunOrigin", schemaPath: "#/properties/preRunOrigin/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                              return false;
                            }
                            if (!(data21 === "local-walk" || data21 === "remote-unavailable" || data21 === "local-unreadable")) {
                              validate0.errors = [{ instancePath: instancePath + "/preRunOrigin", schemaPath: "#/properties/preRunOrigin/enum", keyword: "enum", params: { allowedValues: schema0.properties.preRunOrigin.enum }, message: "must be equal to one of the allowed values" }];
                              return false;
                            }
                            var valid0 = _errs43 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.preRunPaths !== void 0) {
                              let data22 = data.preRunPaths;
                              const _errs45 = errors;
                              if (errors === _errs45) {
                                if (Array.isArray(data22)) {
                                  var valid6 = true;
                                  const len4 = data22.length;
                                  for (let i4 = 0; i4 < len4; i4++) {
                                    const _errs47 = errors;
                                    if (typeof data22[i4] !== "string") {
                                      validate0.errors = [{ instancePath: instancePath + "/preRunPaths/" + i4, schemaPath: "#/properties/preRunPaths/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid6 = _errs47 === errors;
                                    if (!valid6) {
                                      break;
                                    }
                                  }
                                } else {
                                  validate0.errors = [{ instancePath: instancePath + "/preRunPaths", schemaPath: "#/properties/preRunPaths/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                  return false;
                                }
                              }
                              var valid0 = _errs45 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.preRunHashes !== void 0) {
                                let data24 = data.preRunHashes;
                                const _errs49 = errors;
                                if (errors === _errs49) {
                                  if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
                                    for (const key0 in data24) {
                                      let data25 = data24[key0];
                                      const _errs52 = errors;
                                      if (typeof data25 !== "string" && data25 !== null) {
                                        validate0.errors = [{ instancePath: instancePath + "/preRunHashes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/preRunHashes/additionalProperties/type", keyword: "type", params: { type: schema0.properties.preRunHashes.additionalProperties.type }, message: "must be string,null" }];
                                        return false;
                                      }
                                      var valid7 = _errs52 === errors;
                                      if (!valid7) {
                                        break;
                                      }
                                    }
                                  } else {
                                    validate0.errors = [{ instancePath: instancePath + "/preRunHashes", schemaPath: "#/properties/preRunHashes/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                    return false;
                                  }
                                }
                                var valid0 = _errs49 === errors;
                              } else {
                                var valid0 = true;
                              }
                              if (valid0) {
                                if (data.scenarioSource !== void 0) {
                                  const _errs54 = errors;
                                  if (typeof data.scenarioSource !== "string") {
                                    validate0.errors = [{ instancePath: instancePath + "/scenarioSource", schemaPath: "#/properties/scenarioSource/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid0 = _errs54 === errors;
                                } else {
                                  var valid0 = true;
                                }
                                if (valid0) {
                                  if (data.fingerprint !== void 0) {
                                    let data27 = data.fingerprint;
                                    const _errs56 = errors;
                                    if (errors === _errs56) {
                                      if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
                                        if (data27.baseline !== void 0) {
                                          const _errs58 = errors;
                                          if (typeof data27.baseline !== "string") {
                                            validate0.errors = [{ instancePath: instancePath + "/fingerprint/baseline", schemaPath: "#/properties/fingerprint/properties/baseline/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                          var valid8 = _errs58 === errors;
                                        } else {
                                          var valid8 = true;
                                        }
                                        if (valid8) {
                                          if (data27.hashFormat !== void 0) {
                                            let data29 = data27.hashFormat;
                                            const _errs60 = errors;
                                            if (typeof data29 !== "string") {
                                              validate0.errors = [{ instancePath: instancePath + "/fingerprint/hashFormat", schemaPath: "#/properties/fingerprint/properties/hashFormat/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                              return false;
                                            }
                                            if (!(data29 === "jcs1")) {
                                              validate0.errors = [{ instancePath: instancePath + "/fingerprint/hashFormat", schemaPath: "#/properties/fingerprint/properties/hashFormat/enum", keyword: "enum", params: { allowedValues: schema0.properties.fingerprint.properties.hashFormat.enum }, message: "must be equal to one of the allowed values" }];
                                              return false;
                                            }
                                            var valid8 = _errs60 === errors;
                                          } else {
                                            var valid8 = true;
                                          }
                                          if (valid8) {
                                            if (data27.skillHash !== void 0) {
                                              const _errs62 = errors;
                                              if (typeof data27.skillHash !== "string") {
                                                validate0.errors = [{ instancePath: instancePath + "/fingerprint/skillHash", schemaPath: "#/properties/fingerprint/properties/skillHash/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                              }
                                              var valid8 = _errs62 === errors;
                                            } else {
                                              var valid8 = true;
                                            }
                                            if (valid8) {
                                              if (data27.contentSig !== void 0) {
                                                const _errs64 = errors;
                                                if (typeof data27.contentSig !== "string") {
                                                  validate0.errors = [{ instancePath: instancePath + "/fingerprint/contentSig", schemaPath: "#/properties/fingerprint/properties/contentSig/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                  return false;
                                                }
                                                var valid8 = _errs64 === errors;
                                              } else {
                                                var valid8 = true;
                                              }
                                              if (valid8) {
                                                if (data27.skillSources !== void 0) {
                                                  let data32 = data27.skillSources;
                                                  const _errs66 = errors;
                                                  if (errors === _errs66) {
                                                    if (Array.isArray(data32)) {
                                                      var valid9 = true;
                                                      const len5 = data32.length;
                                                      for (let i5 = 0; i5 < len5; i5++) {
                                                        const _errs68 = errors;
                                                        if (typeof data32[i5] !== "string") {
                                                          validate0.errors = [{ instancePath: instancePath + "/fingerprint/skillSources/" + i5, schemaPath: "#/properties/fingerprint/properties/skillSources/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                          return false;
                                                        }
                                                        var valid9 = _errs68 === errors;
                                                        if (!valid9) {
                                                          break;
                                                        }
                                                      }
                                                    } else {
                                                      validate0.errors = [{ instancePath: instancePath + "/fingerprint/skillSources", schemaPath: "#/properties/fingerprint/properties/skillSources/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                      return false;
                                                    }
                                                  }
                                                  var valid8 = _errs66 === errors;
                                                } else {
                                                  var valid8 = true;
                                                }
                                                if (valid8) {
                                                  if (data27.skillScope !== void 0) {
                                                    let data34 = data27.skillScope;
                                                    const _errs70 = errors;
                                                    if (errors === _errs70) {
                                                      if (Array.isArray(data34)) {
                                                        var valid10 = true;
                                                        const len6 = data34.length;
                                                        for (let i6 = 0; i6 < len6; i6++) {
                                                          const _errs72 = errors;
                                                          if (typeof data34[i6] !== "string") {
                                                            validate0.errors = [{ instancePath: instancePath + "/fingerprint/skillScope/" + i6, schemaPath: "#/properties/fingerprint/properties/skillScope/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                          }
                                                          var valid10 = _errs72 === errors;
                                                          if (!valid10) {
                                                            break;
                                                          }
                                                        }
                                                      } else {
                                                        validate0.errors = [{ instancePath: instancePath + "/fingerprint/skillScope", schemaPath: "#/properties/fingerprint/properties/skillScope/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                        return false;
                                                      }
                                                    }
                                                    var valid8 = _errs70 === errors;
                                                  } else {
                                                    var valid8 = true;
                                                  }
                                                  if (valid8) {
                                                    if (data27.sharedHash !== void 0) {
                                                      const _errs74 = errors;
                                                      if (typeof data27.sharedHash !== "string") {
                                                        validate0.errors = [{ instancePath: instancePath + "/fingerprint/sharedHash", schemaPath: "#/properties/fingerprint/properties/sharedHash/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                        return false;
                                                      }
                                                      var valid8 = _errs74 === errors;
                                                    } else {
                                                      var valid8 = true;
                                                    }
                                                    if (valid8) {
                                                      if (data27.fileSigs !== void 0) {
                                                        let data37 = data27.fileSigs;
                                                        const _errs76 = errors;
                                                        if (errors === _errs76) {
                                                          if (Array.isArray(data37)) {
                                                            var valid11 = true;
                                                            const len7 = data37.length;
                                                            for (let i7 = 0; i7 < len7; i7++) {
                                                              let data38 = data37[i7];
                                                              const _errs78 = errors;
                                                              if (errors === _errs78) {
                                                                if (Array.isArray(data38)) {
                                                                  if (data38.length > 2) {
                                                                    validate0.errors = [{ instancePath: instancePath + "/fingerprint/fileSigs/" + i7, schemaPath: "#/properties/fingerprint/properties/fileSigs/items/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" }];
                                                                    return false;
                                                                  } else {
                                                                    if (data38.length < 2) {
                                                                      validate0.errors = [{ instancePath: instancePath + "/fingerprint/fileSigs/" + i7, schemaPath: "#/properties/fingerprint/properties/fileSigs/items/minItems", keyword: "minItems", params: { limit: 2 }, message: "must NOT have fewer than 2 items" }];
                                                                      return false;
                                                                    } else {
                                                                      var valid12 = true;
                                                                      const len8 = data38.length;
                                                                      for (let i8 = 0; i8 < len8; i8++) {
                                                                        const _errs80 = errors;
                                                                        if (typeof data38[i8] !== "string") {
                                                                          validate0.errors = [{ instancePath: instancePath + "/fingerprint/fileSigs/" + i7 + "/" + i8, schemaPath: "#/properties/fingerprint/properties/fileSigs/items/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                          return false;
                                                                        }
                                                                        var valid12 = _errs80 === errors;
                                                                        if (!valid12) {
                                                                          break;
                                                                        }
                                                                      }
                                                                    }
                                                                  }
                                                                } else {
                                                                  validate0.errors = [{ instancePath: instancePath + "/fingerprint/fileSigs/" + i7, schemaPath: "#/properties/fingerprint/properties/fileSigs/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                  return false;
                                                                }
                                                              }
                                                              var valid11 = _errs78 === errors;
                                                              if (!valid11) {
                                                                break;
                                                              }
                                                            }
                                                          } else {
                                                            validate0.errors = [{ instancePath: instancePath + "/fingerprint/fileSigs", schemaPath: "#/properties/fingerprint/properties/fileSigs/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                            return false;
                                                          }
                                                        }
                                                        var valid8 = _errs76 === errors;
                                                      } else {
                                                        var valid8 = true;
                                                      }
                                                      if (valid8) {
                                                        if (data27.fileSigsOmitted !== void 0) {
                                                          const _errs82 = errors;
                                                          if (typeof data27.fileSigsOmitted !== "boolean") {
                                                            validate0.errors = [{ instancePath: instancePath + "/fingerprint/fileSigsOmitted", schemaPath: "#/properties/fingerprint/properties/fileSigsOmitted/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                            return false;
                                                          }
                                                          var valid8 = _errs82 === errors;
                                                        } else {
                                                          var valid8 = true;
                                                        }
                                                        if (valid8) {
                                                          if (data27.mode !== void 0) {
                                                            let data41 = data27.mode;
                                                            const _errs84 = errors;
                                                            if (typeof data41 !== "string") {
                                                              validate0.errors = [{ instancePath: instancePath + "/fingerprint/mode", schemaPath: "#/properties/fingerprint/properties/mode/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                              return false;
                                                            }
                                                            if (!(data41 === "git" || data41 === "raw")) {
                                                              validate0.errors = [{ instancePath: instancePath + "/fingerprint/mode", schemaPath: "#/properties/fingerprint/properties/mode/enum", keyword: "enum", params: { allowedValues: schema0.properties.fingerprint.properties.mode.enum }, message: "must be equal to one of the allowed values" }];
                                                              return false;
                                                            }
                                                            var valid8 = _errs84 === errors;
                                                          } else {
                                                            var valid8 = true;
                                                          }
                                                          if (valid8) {
                                                            if (data27.agentScope !== void 0) {
                                                              let data42 = data27.agentScope;
                                                              const _errs86 = errors;
                                                              if (typeof data42 !== "string") {
                                                                validate0.errors = [{ instancePath: instancePath + "/fingerprint/agentScope", schemaPath: "#/properties/fingerprint/properties/agentScope/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                              }
                                                              if (!(data42 === "skill")) {
                                                                validate0.errors = [{ instancePath: instancePath + "/fingerprint/agentScope", schemaPath: "#/properties/fingerprint/properties/agentScope/enum", keyword: "enum", params: { allowedValues: schema0.properties.fingerprint.properties.agentScope.enum }, message: "must be equal to one of the allowed values" }];
                                                                return false;
                                                              }
                                                              var valid8 = _errs86 === errors;
                                                            } else {
                                                              var valid8 = true;
                                                            }
                                                            if (valid8) {
                                                              if (data27.promptAssetsHash !== void 0) {
                                                                const _errs88 = errors;
                                                                if (typeof data27.promptAssetsHash !== "string") {
                                                                  validate0.errors = [{ instancePath: instancePath + "/fingerprint/promptAssetsHash", schemaPath: "#/properties/fingerprint/properties/promptAssetsHash/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                  return false;
                                                                }
                                                                var valid8 = _errs88 === errors;
                                                              } else {
                                                                var valid8 = true;
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        }
                                      } else {
                                        validate0.errors = [{ instancePath: instancePath + "/fingerprint", schemaPath: "#/properties/fingerprint/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                        return false;
                                      }
                                    }
                                    var valid0 = _errs56 === errors;
                                  } else {
                                    var valid0 = true;
                                  }
                                  if (valid0) {
                                    if (data.authoring !== void 0) {
                                      let data44 = data.authoring;
                                      const _errs90 = errors;
                                      if (errors === _errs90) {
                                        if (data44 && typeof data44 == "object" && !Array.isArray(data44)) {
                                          let missing2;
                                          if (data44.nonDeterministic === void 0 && (missing2 = "nonDeterministic")) {
                                            validate0.errors = [{ instancePath: instancePath + "/authoring", schemaPath: "#/properties/authoring/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                                            return false;
                                          } else {
                                            if (data44.nonDeterministic !== void 0) {
                                              const _errs92 = errors;
                                              if (typeof data44.nonDeterministic !== "boolean") {
                                                validate0.errors = [{ instancePath: instancePath + "/authoring/nonDeterministic", schemaPath: "#/properties/authoring/properties/nonDeterministic/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                return false;
                                              }
                                              var valid13 = _errs92 === errors;
                                            } else {
                                              var valid13 = true;
                                            }
                                            if (valid13) {
                                              if (data44.channel !== void 0) {
                                                let data46 = data44.channel;
                                                const _errs94 = errors;
                                                if (typeof data46 !== "string") {
                                                  validate0.errors = [{ instancePath: instancePath + "/authoring/channel", schemaPath: "#/properties/authoring/properties/channel/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                  return false;
                                                }
                                                if (!(data46 === "decider-dir" || data46 === "decider-llm" || data46 === "decider-cmd")) {
                                                  validate0.errors = [{ instancePath: instancePath + "/authoring/channel", schemaPath: "#/properties/authoring/properties/channel/enum", keyword: "enum", params: { allowedValues: schema0.properties.authoring.properties.channel.enum }, message: "must be equal to one of the allowed values" }];
                                                  return false;
                                                }
                                                var valid13 = _errs94 === errors;
                                              } else {
                                                var valid13 = true;
                                              }
                                            }
                                          }
                                        } else {
                                          validate0.errors = [{ instancePath: instancePath + "/authoring", schemaPath: "#/properties/authoring/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                          return false;
                                        }
                                      }
                                      var valid0 = _errs90 === errors;
                                    } else {
                                      var valid0 = true;
                                    }
                                    if (valid0) {
                                      if (data.timeline !== void 0) {
                                        let data47 = data.timeline;
                                        const _errs96 = errors;
                                        if (errors === _errs96) {
                                          if (Array.isArray(data47)) {
                                            var valid14 = true;
                                            const len9 = data47.length;
                                            for (let i9 = 0; i9 < len9; i9++) {
                                              let data48 = data47[i9];
                                              const _errs98 = errors;
                                              if (errors === _errs98) {
                                                if (data48 && typeof data48 == "object" && !Array.isArray(data48)) {
                                                  let missing3;
                                                  if (data48.seq === void 0 && (missing3 = "seq") || data48.ts === void 0 && (missing3 = "ts") || data48.line === void 0 && (missing3 = "line") || data48.type === void 0 && (missing3 = "type")) {
                                                    validate0.errors = [{ instancePath: instancePath + "/timeline/" + i9, schemaPath: "#/properties/timeline/items/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" }];
                                                    return false;
                                                  } else {
                                                    if (data48.seq !== void 0) {
                                                      let data49 = data48.seq;
                                                      const _errs100 = errors;
                                                      if (!(typeof data49 == "number" && (!(data49 % 1) && !isNaN(data49)))) {
                                                        validate0.errors = [{ instancePath: instancePath + "/timeline/" + i9 + "/seq", schemaPath: "#/properties/timeline/items/properties/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                        return false;
                                                      }
                                                      var valid15 = _errs100 === errors;
                                                    } else {
                                                      var valid15 = true;
                                                    }
                                                    if (valid15) {
                                                      if (data48.ts !== void 0) {
                                                        const _errs102 = errors;
                                                        if (!(typeof data48.ts == "number")) {
                                                          validate0.errors = [{ instancePath: instancePath + "/timeline/" + i9 + "/ts", schemaPath: "#/properties/timeline/items/properties/ts/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                          return false;
                                                        }
                                                        var valid15 = _errs102 === errors;
                                                      } else {
                                                        var valid15 = true;
                                                      }
                                                      if (valid15) {
                                                        if (data48.line !== void 0) {
                                                          let data51 = data48.line;
                                                          const _errs104 = errors;
                                                          if (!(typeof data51 == "number" && (!(data51 % 1) && !isNaN(data51)))) {
                                                            validate0.errors = [{ instancePath: instancePath + "/timeline/" + i9 + "/line", schemaPath: "#/properties/timeline/items/properties/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                            return false;
                                                          }
                                                          var valid15 = _errs104 === errors;
                                                        } else {
                                                          var valid15 = true;
                                                        }
                                                        if (valid15) {
                                                          if (data48.type !== void 0) {
                                                            let data52 = data48.type;
                                                            const _errs106 = errors;
                                                            if (typeof data52 !== "string") {
                                                              validate0.errors = [{ instancePath: instancePath + "/timeline/" + i9 + "/type", schemaPath: "#/properties/timeline/items/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                              return false;
                                                            }
                                                            if (!(data52 === "tool_use" || data52 === "tool_result" || data52 === "subagent_dispatch" || data52 === "skill_invoked" || data52 === "task_updated" || data52 === "file_changed" || data52 === "scratchpad_promoted" || data52 === "thinking" || data52 === "decision" || data52 === "result")) {
                                                              validate0.errors = [{ instancePath: instancePath + "/timeline/" + i9 + "/type", schemaPath: "#/properties/timeline/items/properties/type/enum", keyword: "enum", params: { allowedValues: schema0.properties.timeline.items.properties.type.enum }, message: "must be equal to one of the allowed values" }];
                                                              return false;
                                                            }
                                                            var valid15 = _errs106 === errors;
                                                          } else {
                                                            var valid15 = true;
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                } else {
                                                  validate0.errors = [{ instancePath: instancePath + "/timeline/" + i9, schemaPath: "#/properties/timeline/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                  return false;
                                                }
                                              }
                                              var valid14 = _errs98 === errors;
                                              if (!valid14) {
                                                break;
                                              }
                                            }
                                          } else {
                                            validate0.errors = [{ instancePath: instancePath + "/timeline", schemaPath: "#/properties/timeline/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                            return false;
                                          }
                                        }
                                        var valid0 = _errs96 === errors;
                                      } else {
                                        var valid0 = true;
                                      }
                                      if (valid0) {
                                        if (data.timelineHeader !== void 0) {
                                          let data53 = data.timelineHeader;
                                          const _errs108 = errors;
                                          if (errors === _errs108) {
                                            if (data53 && typeof data53 == "object" && !Array.isArray(data53)) {
                                              let missing4;
                                              if (data53.v === void 0 && (missing4 = "v") || data53.startedAtWall === void 0 && (missing4 = "startedAtWall") || data53.startedAtMono === void 0 && (missing4 = "startedAtMono")) {
                                                validate0.errors = [{ instancePath: instancePath + "/timelineHeader", schemaPath: "#/properties/timelineHeader/required", keyword: "required", params: { missingProperty: missing4 }, message: "must have required property '" + missing4 + "'" }];
                                                return false;
                                              } else {
                                                if (data53.v !== void 0) {
                                                  let data54 = data53.v;
                                                  const _errs110 = errors;
                                                  if (!(typeof data54 == "number" && (!(data54 % 1) && !isNaN(data54)))) {
                                                    validate0.errors = [{ instancePath: instancePath + "/timelineHeader/v", schemaPath: "#/properties/timelineHeader/properties/v/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                    return false;
                                                  }
                                                  if (1 !== data54) {
                                                    validate0.errors = [{ instancePath: instancePath + "/timelineHeader/v", schemaPath: "#/properties/timelineHeader/properties/v/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" }];
                                                    return false;
                                                  }
                                                  var valid16 = _errs110 === errors;
                                                } else {
                                                  var valid16 = true;
                                                }
                                                if (valid16) {
                                                  if (data53.startedAtWall !== void 0) {
                                                    const _errs112 = errors;
                                                    if (typeof data53.startedAtWall !== "string") {
                                                      validate0.errors = [{ instancePath: instancePath + "/timelineHeader/startedAtWall", schemaPath: "#/properties/timelineHeader/properties/startedAtWall/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                      return false;
                                                    }
                                                    var valid16 = _errs112 === errors;
                                                  } else {
                                                    var valid16 = true;
                                                  }
                                                  if (valid16) {
                                                    if (data53.startedAtMono !== void 0) {
                                                      const _errs114 = errors;
                                                      if (typeof data53.startedAtMono !== "string") {
                                                        validate0.errors = [{ instancePath: instancePath + "/timelineHeader/startedAtMono", schemaPath: "#/properties/timelineHeader/properties/startedAtMono/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                        return false;
                                                      }
                                                      var valid16 = _errs114 === errors;
                                                    } else {
                                                      var valid16 = true;
                                                    }
                                                  }
                                                }
                                              }
                                            } else {
                                              validate0.errors = [{ instancePath: instancePath + "/timelineHeader", schemaPath: "#/properties/timelineHeader/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                              return false;
                                            }
                                          }
                                          var valid0 = _errs108 === errors;
                                        } else {
                                          var valid0 = true;
                                        }
                                        if (valid0) {
                                          if (data.sessionFingerprint !== void 0) {
                                            const _errs116 = errors;
                                            if (typeof data.sessionFingerprint !== "string") {
                                              validate0.errors = [{ instancePath: instancePath + "/sessionFingerprint", schemaPath: "#/properties/sessionFingerprint/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                              return false;
                                            }
                                            var valid0 = _errs116 === errors;
                                          } else {
                                            var valid0 = true;
                                          }
                                          if (valid0) {
                                            if (data.folderPrefixMap !== void 0) {
                                              let data58 = data.folderPrefixMap;
                                              const _errs118 = errors;
                                              if (errors === _errs118) {
                                                if (Array.isArray(data58)) {
                                                  var valid17 = true;
                                                  const len10 = data58.length;
                                                  for (let i10 = 0; i10 < len10; i10++) {
                                                    let data59 = data58[i10];
                                                    const _errs120 = errors;
                                                    if (errors === _errs120) {
                                                      if (data59 && typeof data59 == "object" && !Array.isArray(data59)) {
                                                        let missing5;
                                                        if (data59.from === void 0 && (missing5 = "from") || data59.mount === void 0 && (missing5 = "mount")) {
                                                          validate0.errors = [{ instancePath: instancePath + "/folderPrefixMap/" + i10, schemaPath: "#/properties/folderPrefixMap/items/required", keyword: "required", params: { missingProperty: missing5 }, message: "must have required property '" + missing5 + "'" }];
                                                          return false;
                                                        } else {
                                                          if (data59.from !== void 0) {
                                                            const _errs122 = errors;
                                                            if (typeof data59.from !== "string") {
                                                              validate0.errors = [{ instancePath: instancePath + "/folderPrefixMap/" + i10 + "/from", schemaPath: "#/properties/folderPrefixMap/items/properties/from/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                              return false;
                                                            }
                                                            var valid18 = _errs122 === errors;
                                                          } else {
                                                            var valid18 = true;
                                                          }
                                                          if (valid18) {
                                                            if (data59.mount !== void 0) {
                                                              const _errs124 = errors;
                                                              if (typeof data59.mount !== "string") {
                                                                validate0.errors = [{ instancePath: instancePath + "/folderPrefixMap/" + i10 + "/mount", schemaPath: "#/properties/folderPrefixMap/items/properties/mount/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                              }
                                                              var valid18 = _errs124 === errors;
                                                            } else {
                                                              var valid18 = true;
                                                            }
                                                          }
                                                        }
                                                      } else {
                                                        validate0.errors = [{ instancePath: instancePath + "/folderPrefixMap/" + i10, schemaPath: "#/properties/folderPrefixMap/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                        return false;
                                                      }
                                                    }
                                                    var valid17 = _errs120 === errors;
                                                    if (!valid17) {
                                                      break;
                                                    }
                                                  }
                                                } else {
                                                  validate0.errors = [{ instancePath: instancePath + "/folderPrefixMap", schemaPath: "#/properties/folderPrefixMap/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                  return false;
                                                }
                                              }
                                              var valid0 = _errs118 === errors;
                                            } else {
                                              var valid0 = true;
                                            }
                                            if (valid0) {
                                              if (data.environment !== void 0) {
                                                let data62 = data.environment;
                                                const _errs126 = errors;
                                                if (errors === _errs126) {
                                                  if (data62 && typeof data62 == "object" && !Array.isArray(data62)) {
                                                    let missing6;
                                                    if (data62.location === void 0 && (missing6 = "location")) {
                                                      validate0.errors = [{ instancePath: instancePath + "/environment", schemaPath: "#/properties/environment/required", keyword: "required", params: { missingProperty: missing6 }, message: "must have required property '" + missing6 + "'" }];
                                                      return false;
                                                    } else {
                                                      if (data62.location !== void 0) {
                                                        let data63 = data62.location;
                                                        const _errs128 = errors;
                                                        if (typeof data63 !== "string") {
                                                          validate0.errors = [{ instancePath: instancePath + "/environment/location", schemaPath: "#/properties/environment/properties/location/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                          return false;
                                                        }
                                                        if (!(data63 === "local" || data63 === "cloud")) {
                                                          validate0.errors = [{ instancePath: instancePath + "/environment/location", schemaPath: "#/properties/environment/properties/location/enum", keyword: "enum", params: { allowedValues: schema0.properties.environment.properties.location.enum }, message: "must be equal to one of the allowed values" }];
                                                          return false;
                                                        }
                                                        var valid19 = _errs128 === errors;
                                                      } else {
                                                        var valid19 = true;
                                                      }
                                                      if (valid19) {
                                                        if (data62.tier !== void 0) {
                                                          const _errs130 = errors;
                                                          if (typeof data62.tier !== "string") {
                                                            validate0.errors = [{ instancePath: instancePath + "/environment/tier", schemaPath: "#/properties/environment/properties/tier/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                          }
                                                          var valid19 = _errs130 === errors;
                                                        } else {
                                                          var valid19 = true;
                                                        }
                                                        if (valid19) {
                                                          if (data62.agentBinaryFormat !== void 0) {
                                                            const _errs132 = errors;
                                                            if (typeof data62.agentBinaryFormat !== "string") {
                                                              validate0.errors = [{ instancePath: instancePath + "/environment/agentBinaryFormat", schemaPath: "#/properties/environment/properties/agentBinaryFormat/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                              return false;
                                                            }
                                                            var valid19 = _errs132 === errors;
                                                          } else {
                                                            var valid19 = true;
                                                          }
                                                          if (valid19) {
                                                            if (data62.harnessVersion !== void 0) {
                                                              const _errs134 = errors;
                                                              if (typeof data62.harnessVersion !== "string") {
                                                                validate0.errors = [{ instancePath: instancePath + "/environment/harnessVersion", schemaPath: "#/properties/environment/properties/harnessVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                              }
                                                              var valid19 = _errs134 === errors;
                                                            } else {
                                                              var valid19 = true;
                                                            }
                                                            if (valid19) {
                                                              if (data62.agentImage !== void 0) {
                                                                let data67 = data62.agentImage;
                                                                const _errs136 = errors;
                                                                if (errors === _errs136) {
                                                                  if (data67 && typeof data67 == "object" && !Array.isArray(data67)) {
                                                                    let missing7;
                                                                    if (data67.ref === void 0 && (missing7 = "ref")) {
                                                                      validate0.errors = [{ instancePath: instancePath + "/environment/agentImage", schemaPath: "#/properties/environment/properties/agentImage/required", keyword: "required", params: { missingProperty: missing7 }, message: "must have required property '" + missing7 + "'" }];
                                                                      return false;
                                                                    } else {
                                                                      if (data67.ref !== void 0) {
                                                                        const _errs138 = errors;
                                                                        if (typeof data67.ref !== "string") {
                                                                          validate0.errors = [{ instancePath: instancePath + "/environment/agentImage/ref", schemaPath: "#/properties/environment/properties/agentImage/properties/ref/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                          return false;
                                                                        }
                                                                        var valid20 = _errs138 === errors;
                                                                      } else {
                                                                        var valid20 = true;
                                                                      }
                                                                      if (valid20) {
                                                                        if (data67.configId !== void 0) {
                                                                          let data69 = data67.configId;
                                                                          const _errs140 = errors;
                                                                          if (errors === _errs140) {
                                                                            if (typeof data69 === "string") {
                                                                              if (!pattern0.test(data69)) {
                                                                                validate0.errors = [{ instancePath: instancePath + "/environment/agentImage/configId", schemaPath: "#/properties/environment/properties/agentImage/properties/configId/pattern", keyword: "pattern", params: { pattern: "^sha256:[0-9a-f]{64}$" }, message: 'must match pattern "^sha256:[0-9a-f]{64}$"' }];
                                                                                return false;
                                                                              }
                                                                            } else {
                                                                              validate0.errors = [{ instancePath: instancePath + "/environment/agentImage/configId", schemaPath: "#/properties/environment/properties/agentImage/properties/configId/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                              return false;
                                                                            }
                                                                          }
                                                                          var valid20 = _errs140 === errors;
                                                                        } else {
                                                                          var valid20 = true;
                                                                        }
                                                                        if (valid20) {
                                                                          if (data67.registryDigest !== void 0) {
                                                                            let data70 = data67.registryDigest;
                                                                            const _errs142 = errors;
                                                                            if (errors === _errs142) {
                                                                              if (typeof data70 === "string") {
                                                                                if (!pattern0.test(data70)) {
                                                                                  validate0.errors = [{ instancePath: instancePath + "/environment/agentImage/registryDigest", schemaPath: "#/properties/environment/properties/agentImage/properties/registryDigest/pattern", keyword: "pattern", params: { pattern: "^sha256:[0-9a-f]{64}$" }, message: 'must match pattern "^sha256:[0-9a-f]{64}$"' }];
                                                                                  return false;
                                                                                }
                                                                              } else {
                                                                                validate0.errors = [{ instancePath: instancePath + "/environment/agentImage/registryDigest", schemaPath: "#/properties/environment/properties/agentImage/properties/registryDigest/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                return false;
                                                                              }
                                                                            }
                                                                            var valid20 = _errs142 === errors;
                                                                          } else {
                                                                            var valid20 = true;
                                                                          }
                                                                        }
                                                                      }
                                                                    }
                                                                  } else {
                                                                    validate0.errors = [{ instancePath: instancePath + "/environment/agentImage", schemaPath: "#/properties/environment/properties/agentImage/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                    return false;
                                                                  }
                                                                }
                                                                var valid19 = _errs136 === errors;
                                                              } else {
                                                                var valid19 = true;
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  } else {
                                                    validate0.errors = [{ instancePath: instancePath + "/environment", schemaPath: "#/properties/environment/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                    return false;
                                                  }
                                                }
                                                var valid0 = _errs126 === errors;
                                              } else {
                                                var valid0 = true;
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate0.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate0.errors = vErrors;
  return errors === 0;
}

// src/schema/cassette-validator.ts
function validateCassette(v2) {
  return validateCassetteV12(v2) ? [] : formatAjvErrors(validateCassetteV12.errors);
}

// node_modules/zod/v4/core/util.js
function getEnumValues(entries) {
  const numericValues = Object.values(entries).filter((v2) => typeof v2 === "number");
  const values = Object.entries(entries).filter(([k2, _3]) => numericValues.indexOf(+k2) === -1).map(([_3, v2]) => v2);
  return values;
}
function joinValues(array2, separator = "|") {
  return array2.map((val) => stringifyPrimitive(val)).join(separator);
}
function jsonStringifyReplacer(_3, value) {
  if (typeof value === "bigint")
    return value.toString();
  return value;
}
var Cached = class {
  constructor(getter) {
    this._getter = getter;
    this._value = void 0;
  }
  get value() {
    const getter = this._getter;
    if (getter !== void 0) {
      this._value = getter();
      this._getter = void 0;
    }
    return this._value;
  }
};
function cached(getter) {
  return new Cached(getter);
}
function nullish(input) {
  return input === null || input === void 0;
}
function cleanRegex(source) {
  const start = source.startsWith("^") ? 1 : 0;
  const end = source.endsWith("$") ? source.length - 1 : source.length;
  return source.slice(start, end);
}
function assignProp(target, prop, value) {
  Object.defineProperty(target, prop, {
    value,
    writable: true,
    enumerable: true,
    configurable: true
  });
}
var captureStackTrace = "captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => {
};
function isObject(data) {
  return typeof data === "object" && data !== null && !Array.isArray(data);
}
function isPlainObject(o2) {
  if (isObject(o2) === false)
    return false;
  const ctor = o2.constructor;
  if (ctor === void 0)
    return true;
  if (typeof ctor !== "function")
    return true;
  const prot = ctor.prototype;
  if (isObject(prot) === false)
    return false;
  if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
    return false;
  }
  return true;
}
function shallowClone(o2) {
  if (isPlainObject(o2))
    return { ...o2 };
  if (Array.isArray(o2))
    return [...o2];
  if (o2 instanceof Map)
    return new Map(o2);
  if (o2 instanceof Set)
    return new Set(o2);
  return o2;
}
var propertyKeyTypes = /* @__PURE__ */ new Set(["string", "number", "symbol"]);
function escapeRegex(str) {
  return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function clone(inst, def, params) {
  const cl = new inst._zod.constr(def ?? inst._zod.def);
  if (!def || params?.parent)
    cl._zod.parent = inst;
  return cl;
}
function normalizeParams(_params) {
  const params = _params;
  if (!params)
    return {};
  if (typeof params === "string")
    return { error: () => params };
  if (params?.message !== void 0) {
    if (params?.error !== void 0)
      throw new Error("Cannot specify both `message` and `error` params");
    params.error = params.message;
  }
  delete params.message;
  if (typeof params.error === "string")
    return { ...params, error: () => params.error };
  return params;
}
function stringifyPrimitive(value) {
  if (typeof value === "bigint")
    return value.toString() + "n";
  if (typeof value === "string")
    return `"${value}"`;
  return `${value}`;
}
function optionalKeys(shape) {
  return Object.keys(shape).filter((k2) => {
    return shape[k2]._zod.optin !== void 0 && shape[k2]._zod.optout === "optional";
  });
}
var NUMBER_FORMAT_RANGES = /* @__PURE__ */ (() => ({
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
  float32: [-34028234663852886e22, 34028234663852886e22],
  float64: [-Number.MAX_VALUE, Number.MAX_VALUE]
}))();
function aborted(x3, startIndex = 0) {
  if (x3.aborted === true)
    return true;
  for (let i = startIndex; i < x3.issues.length; i++) {
    if (x3.issues[i]?.continue !== true) {
      return true;
    }
  }
  return false;
}
function explicitlyAborted(x3, startIndex = 0) {
  if (x3.aborted === true)
    return true;
  for (let i = startIndex; i < x3.issues.length; i++) {
    if (x3.issues[i]?.continue === false) {
      return true;
    }
  }
  return false;
}
function prefixIssues(path, issues) {
  return issues.map((iss) => {
    var _a2;
    (_a2 = iss).path ?? (_a2.path = []);
    iss.path.unshift(path);
    return iss;
  });
}
function unwrapMessage(message) {
  return typeof message === "string" ? message : message?.message;
}
function sizeCaps(defChecks) {
  const caps = [];
  for (const ch of defChecks ?? []) {
    const d2 = ch._zod.def;
    if (!/_(length|size)$|_equals$/.test(d2.check))
      break;
    const max = d2.maximum ?? d2.length ?? d2.size;
    if (max >= 0)
      caps.push([max, ch]);
  }
  return caps;
}
function attachSchema(issues, start, inst) {
  var _a2;
  for (let i = start; i < issues.length; i++) {
    (_a2 = issues[i]).schema ?? (_a2.schema = inst);
  }
}
function finalizeIssue(iss, ctx, config2) {
  var _a2;
  const traits = iss.inst?._zod?.traits;
  if (traits?.has("$ZodType")) {
    if (traits.has("$ZodCheck"))
      (_a2 = iss).schema ?? (_a2.schema = iss.inst);
    else
      iss.schema = iss.inst;
  }
  const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : void 0;
  const message = iss.message ? iss.message : unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ?? unwrapMessage(schemaError?.(iss)) ?? unwrapMessage(ctx?.error?.(iss)) ?? unwrapMessage(config2.customError?.(iss)) ?? unwrapMessage(config2.localeError?.(iss)) ?? "Invalid input";
  const full = {};
  for (const k2 of Object.keys(iss)) {
    if (k2 === "inst" || k2 === "schema" || k2 === "continue" || k2 === "input" || k2 === "__proto__")
      continue;
    full[k2] = iss[k2];
  }
  full.path ?? (full.path = []);
  full.message = message;
  if (ctx?.reportInput) {
    full.input = iss.input;
  }
  return full;
}
var highSurrogate = /[\uD800-\uDBFF]/;
function codePointLength(str) {
  const units = str.length;
  if (!highSurrogate.test(str))
    return units;
  let count2 = units;
  for (let i = 0; i < units - 1; i++) {
    if ((str.charCodeAt(i) & 64512) === 55296 && (str.charCodeAt(i + 1) & 64512) === 56320) {
      count2--;
      i++;
    }
  }
  return count2;
}
function getLengthableOrigin(input) {
  if (Array.isArray(input))
    return "array";
  if (typeof input === "string")
    return "string";
  return "unknown";
}
function parsedType(data) {
  const t2 = typeof data;
  switch (t2) {
    case "number": {
      return Number.isNaN(data) ? "nan" : "number";
    }
    case "object": {
      if (data === null) {
        return "null";
      }
      if (Array.isArray(data)) {
        return "array";
      }
      const obj = data;
      if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) {
        return obj.constructor.name;
      }
    }
  }
  return t2;
}
function issue(...args) {
  const [iss, input, inst] = args;
  if (typeof iss === "string") {
    return {
      message: iss,
      code: "custom",
      input,
      inst
    };
  }
  return { ...iss };
}
function members(proto, table) {
  for (const key in table) {
    const desc = Object.getOwnPropertyDescriptor(table, key);
    if (desc.get)
      Object.defineProperty(proto, key, { ...desc, enumerable: false });
    else
      defineBound(proto, key, desc.value);
  }
}
function own(inst, key, value, enumerable = true) {
  Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
  return value;
}
function hide(inst, key, value) {
  return own(inst, key, value, false);
}
function defineBound(proto, key, fn2) {
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      return this == null ? fn2 : own(this, key, fn2.bind(this));
    },
    set(value) {
      own(this, key, value);
    }
  });
}
function claim(inst, sentinel) {
  const proto = Object.getPrototypeOf(inst);
  return sentinel in proto ? void 0 : proto;
}
var installing;
var broke = false;
var breaker = {
  configurable: true,
  get() {
    broke = true;
    return void 0;
  }
};
function defineLazyInternal(inst, key, compute) {
  const proto = Object.getPrototypeOf(inst._zod);
  if (key in proto && installing !== inst._zod) {
    installing = void 0;
    return;
  }
  installing = inst._zod;
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      Object.defineProperty(this, key, breaker);
      const outer = broke;
      broke = false;
      try {
        const value = compute(this);
        if (broke)
          delete this[key];
        else
          Object.defineProperty(this, key, { configurable: true, writable: true, value });
        broke = broke || outer;
        return value;
      } catch (err) {
        delete this[key];
        broke = broke || outer;
        throw err;
      }
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: true, writable: true, value });
    }
  });
}
function installLazyProp(inst, key, make, enumerable) {
  const proto = claim(inst, key);
  if (!proto)
    return;
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      const desc = { configurable: true, writable: true, enumerable, value: void 0 };
      Object.defineProperty(this, key, desc);
      desc.value = make(this);
      Object.defineProperty(this, key, desc);
      return desc.value;
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
    }
  });
}

// node_modules/zod/v4/core/core.js
var _a;
var _zodDesc = { value: void 0, enumerable: false };
var _E = "captureStackTrace" in Error ? Error : null;
function newError(Definition) {
  const E3 = _E;
  if (E3) {
    const saved = E3.stackTraceLimit;
    if (typeof saved === "number") {
      try {
        E3.stackTraceLimit = 0;
      } catch {
        _E = null;
        return new Definition();
      }
      try {
        return new Definition();
      } finally {
        E3.stackTraceLimit = saved;
      }
    }
  }
  return new Definition();
}
// @__NO_SIDE_EFFECTS__
function $constructor(name, initializer2, proto, params) {
  const zodProto = {};
  function Internals(def) {
    this.def = def;
    this.constr = _3;
    this.traits = /* @__PURE__ */ new Set();
  }
  Internals.prototype = zodProto;
  const protoMembers = proto;
  const initialized = protoMembers && /* @__PURE__ */ new WeakSet();
  function init(inst, def) {
    if (!inst._zod) {
      _zodDesc.value = new Internals(def);
      try {
        Object.defineProperty(inst, "_zod", _zodDesc);
      } finally {
        _zodDesc.value = void 0;
      }
    } else if (inst._zod.traits.has(name)) {
      return;
    }
    inst._zod.traits.add(name);
    initializer2(inst, def);
    if (initialized) {
      const own2 = Object.getPrototypeOf(inst);
      const ctorProto = inst._zod.constr.prototype;
      let up = own2;
      while (up && up !== ctorProto)
        up = Object.getPrototypeOf(up);
      const target = up ?? own2;
      if (!initialized.has(target)) {
        initialized.add(target);
        members(target, protoMembers);
      }
    }
    const proto2 = _3.prototype;
    for (const k2 in proto2) {
      if (!Object.prototype.hasOwnProperty.call(proto2, k2))
        continue;
      if (!(k2 in inst)) {
        inst[k2] = proto2[k2].bind(inst);
      }
    }
  }
  const Parent = params?.Parent ?? Object;
  class Definition extends Parent {
  }
  Object.defineProperty(Definition, "name", { value: name });
  function _3(def) {
    const inst = params?.Parent ? newError(Definition) : this;
    init(inst, def);
    const deferred = inst._zod.deferred;
    if (deferred) {
      for (const fn2 of deferred) {
        fn2();
      }
      inst._zod.deferred = void 0;
    }
    const pp = globalThis.__zod_globalConfig?.postProcessor;
    if (pp)
      pp(inst);
    return inst;
  }
  Object.defineProperty(_3, "init", { value: init });
  Object.defineProperty(_3, Symbol.hasInstance, {
    value: (inst) => {
      if (params?.Parent && inst instanceof params.Parent)
        return true;
      return inst?._zod?.traits?.has(name);
    }
  });
  Object.defineProperty(_3, "name", { value: name });
  return _3;
}
var $ZodAsyncError = class extends Error {
  constructor() {
    super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
  }
};
var $ZodEncodeError = class extends Error {
  constructor(name) {
    super(`Encountered unidirectional transform during encode: ${name}`);
    this.name = "ZodEncodeError";
  }
};
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
var globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
  if (newConfig)
    Object.assign(globalConfig, newConfig);
  return globalConfig;
}

// node_modules/zod/v4/core/errors.js
function _getMessage() {
  const internals = this._zod;
  internals.message ?? (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2));
  return internals.message;
}
function _setMessage(value) {
  this._zod.message = value;
}
var _messageDesc = {
  get: _getMessage,
  set: _setMessage,
  enumerable: true,
  configurable: true
};
var _issuesDesc = { value: void 0, enumerable: false };
var _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
var initializer = (inst, def) => {
  inst.name = "$ZodError";
  _issuesDesc.value = def;
  Object.defineProperty(inst, "issues", _issuesDesc);
  _issuesDesc.value = void 0;
  Object.defineProperty(inst, "message", _messageDesc);
  const proto = Object.getPrototypeOf(inst);
  if (!_installedToString.has(proto)) {
    _installedToString.add(proto);
    Object.defineProperty(proto, "toString", {
      configurable: true,
      enumerable: false,
      get() {
        const value = () => this.message;
        Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
        return value;
      },
      set(value) {
        Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
      }
    });
  }
};
var $ZodError = $constructor("$ZodError", initializer);
var $ZodRealError = $constructor("$ZodError", initializer, void 0, {
  Parent: Error
});

// node_modules/zod/v4/core/parse.js
var _parse = (_Err) => {
  const fn2 = (schema, value, _ctx, _params) => {
    const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
    const result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) {
      throw new $ZodAsyncError();
    }
    if (result.issues.length) {
      const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
      captureStackTrace(e, _params?.callee ?? fn2);
      throw e;
    }
    return result.value;
  };
  return fn2;
};
var parse = /* @__PURE__ */ _parse($ZodRealError);
var _parseAsync = (_Err) => {
  const fn2 = async (schema, value, _ctx, params) => {
    const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
      result = await result;
    if (result.issues.length) {
      const e = new (params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
      captureStackTrace(e, params?.callee ?? fn2);
      throw e;
    }
    return result.value;
  };
  return fn2;
};
var parseAsync = /* @__PURE__ */ _parseAsync($ZodRealError);
var _safeParse = (_Err) => (schema, value, _ctx) => {
  const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
  const result = schema._zod.run({ value, issues: [] }, ctx);
  if (result instanceof Promise) {
    throw new $ZodAsyncError();
  }
  return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
var safeParse = /* @__PURE__ */ _safeParse($ZodRealError);
function failure(Err, issues, ctx) {
  let error2;
  return {
    success: false,
    get error() {
      if (!error2) {
        error2 = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config())));
        issues = void 0;
        ctx = void 0;
      }
      return error2;
    },
    set error(e) {
      error2 = e;
      issues = void 0;
      ctx = void 0;
    }
  };
}
var _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
  const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
  let result = schema._zod.run({ value, issues: [] }, ctx);
  if (result instanceof Promise)
    result = await result;
  return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
var safeParseAsync = /* @__PURE__ */ _safeParseAsync($ZodRealError);

// node_modules/zod/v4/core/regexes.js
var anyString = /^[\s\S]{0,}$/;
var number = /^-?\d+(?:\.\d+)?$/;
var boolean = /^(?:true|false)$/i;

// node_modules/zod/v4/core/checks.js
var $ZodCheck = /* @__PURE__ */ $constructor("$ZodCheck", (inst, def) => {
  var _a2;
  inst._zod ?? (inst._zod = {});
  inst._zod.def = def;
  (_a2 = inst._zod).onattach ?? (_a2.onattach = []);
});
var _whenHasLength = (payload) => {
  const val = payload.value;
  return !nullish(val) && val.length !== void 0;
};
var numericOriginMap = {
  number: "number",
  bigint: "bigint",
  object: "date"
};
var $ZodCheckGreaterThan = /* @__PURE__ */ $constructor("$ZodCheckGreaterThan", (inst, def) => {
  $ZodCheck.init(inst, def);
  const origin = numericOriginMap[typeof def.value];
  inst._zod.check = (payload) => {
    if (def.inclusive ? payload.value >= def.value : payload.value > def.value) {
      return;
    }
    payload.issues.push({
      origin: numericOriginMap[typeof payload.value] ?? origin,
      code: "too_small",
      minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
      input: payload.value,
      inclusive: def.inclusive,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckNumberFormat = /* @__PURE__ */ $constructor("$ZodCheckNumberFormat", (inst, def) => {
  $ZodCheck.init(inst, def);
  def.format = def.format || "float64";
  const isInt = def.format?.includes("int");
  const origin = isInt ? "int" : "number";
  const [minimum, maximum] = NUMBER_FORMAT_RANGES[def.format];
  inst._zod.check = (payload) => {
    const input = payload.value;
    if (isInt) {
      if (!Number.isInteger(input)) {
        payload.issues.push({
          expected: origin,
          format: def.format,
          code: "invalid_type",
          continue: false,
          input,
          inst
        });
        return;
      }
      if (!Number.isSafeInteger(input)) {
        if (input > 0) {
          payload.issues.push({
            input,
            code: "too_big",
            maximum: Number.MAX_SAFE_INTEGER,
            note: "Integers must be within the safe integer range.",
            inst,
            origin,
            inclusive: true,
            continue: !def.abort
          });
        } else {
          payload.issues.push({
            input,
            code: "too_small",
            minimum: Number.MIN_SAFE_INTEGER,
            note: "Integers must be within the safe integer range.",
            inst,
            origin,
            inclusive: true,
            continue: !def.abort
          });
        }
        return;
      }
    }
    if (input < minimum) {
      payload.issues.push({
        origin: "number",
        input,
        code: "too_small",
        minimum,
        inclusive: true,
        inst,
        continue: !def.abort
      });
    }
    if (input > maximum) {
      payload.issues.push({
        origin: "number",
        input,
        code: "too_big",
        maximum,
        inclusive: true,
        inst,
        continue: !def.abort
      });
    }
  };
});
var $ZodCheckMinLength = /* @__PURE__ */ $constructor("$ZodCheckMinLength", (inst, def) => {
  var _a2;
  $ZodCheck.init(inst, def);
  (_a2 = inst._zod.def).when ?? (_a2.when = _whenHasLength);
  inst._zod.check = (payload) => {
    const input = payload.value;
    const units = input.length;
    const length = typeof input === "string" && units >= def.minimum && units < def.minimum * 2 ? codePointLength(input) : units;
    if (length >= def.minimum)
      return;
    const origin = getLengthableOrigin(input);
    payload.issues.push({
      origin,
      code: "too_small",
      minimum: def.minimum,
      inclusive: true,
      input,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckStringFormat = /* @__PURE__ */ $constructor("$ZodCheckStringFormat", (inst, def) => {
  var _a2, _b;
  $ZodCheck.init(inst, def);
  if (def.pattern)
    (_a2 = inst._zod).check ?? (_a2.check = (payload) => {
      def.pattern.lastIndex = 0;
      if (def.pattern.test(payload.value))
        return;
      payload.issues.push({
        origin: "string",
        code: "invalid_format",
        format: def.format,
        input: payload.value,
        ...def.pattern ? { pattern: def.pattern.toString() } : {},
        inst,
        continue: !def.abort
      });
    });
  else
    (_b = inst._zod).check ?? (_b.check = () => {
    });
});
var $ZodCheckRegex = /* @__PURE__ */ $constructor("$ZodCheckRegex", (inst, def) => {
  $ZodCheckStringFormat.init(inst, def);
  inst._zod.check = (payload) => {
    def.pattern.lastIndex = 0;
    if (def.pattern.test(payload.value))
      return;
    payload.issues.push({
      origin: "string",
      code: "invalid_format",
      format: "regex",
      input: payload.value,
      pattern: def.pattern.toString(),
      inst,
      continue: !def.abort
    });
  };
});

// node_modules/zod/v4/core/versions.js
var version = {
  major: 4,
  minor: 6,
  patch: 7
};

// node_modules/zod/v4/core/schemas.js
var $ZodType = /* @__PURE__ */ $constructor("$ZodType", (inst, def) => {
  var _a2;
  inst ?? (inst = {});
  inst._zod.def = def;
  inst._zod.bag = inst._zod.bag || {};
  inst._zod.version = version;
  const defChecks = inst._zod.def.checks;
  const checks = inst._zod.traits.has("$ZodCheck") ? [inst, ...defChecks ?? []] : defChecks?.length ? [...defChecks] : [];
  for (const ch of checks) {
    for (const fn2 of ch._zod.onattach) {
      fn2(inst);
    }
  }
  if (checks.length === 0) {
    (_a2 = inst._zod).deferred ?? (_a2.deferred = []);
    inst._zod.deferred?.push(() => {
      inst._zod.run = inst._zod.parse;
    });
  } else {
    const runChecks2 = (payload, checks2, ctx) => {
      if (payload.memo)
        return payload;
      let isAborted = aborted(payload);
      let asyncResult;
      for (const ch of checks2) {
        if (ch._zod.def.when) {
          if (explicitlyAborted(payload))
            continue;
          const shouldRun = ch._zod.def.when(payload);
          if (!shouldRun)
            continue;
        } else if (isAborted) {
          continue;
        }
        const currLen = payload.issues.length;
        const _3 = ch._zod.check(payload);
        if (_3 instanceof Promise && ctx?.async === false) {
          throw new $ZodAsyncError();
        }
        if (asyncResult || _3 instanceof Promise) {
          asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
            await _3;
            const nextLen = payload.issues.length;
            if (nextLen === currLen)
              return;
            attachSchema(payload.issues, currLen, inst);
            if (!isAborted)
              isAborted = aborted(payload, currLen);
          });
        } else {
          const nextLen = payload.issues.length;
          if (nextLen === currLen)
            continue;
          attachSchema(payload.issues, currLen, inst);
          if (!isAborted)
            isAborted = aborted(payload, currLen);
        }
      }
      if (asyncResult) {
        return asyncResult.then(() => {
          return payload;
        });
      }
      return payload;
    };
    const handleCanaryResult = (canary, payload, ctx) => {
      if (aborted(canary)) {
        canary.aborted = true;
        return canary;
      }
      const checkResult = runChecks2(payload, checks, ctx);
      if (checkResult instanceof Promise) {
        if (ctx.async === false)
          throw new $ZodAsyncError();
        return checkResult.then((checkResult2) => inst._zod.parse(checkResult2, ctx));
      }
      return inst._zod.parse(checkResult, ctx);
    };
    inst._zod.run = (payload, ctx) => {
      if (ctx.skipChecks) {
        return inst._zod.parse(payload, ctx);
      }
      if (ctx.direction === "backward") {
        const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
        if (canary instanceof Promise) {
          return canary.then((canary2) => {
            return handleCanaryResult(canary2, payload, ctx);
          });
        }
        return handleCanaryResult(canary, payload, ctx);
      }
      const result = inst._zod.parse(payload, ctx);
      if (result instanceof Promise) {
        if (ctx.async === false)
          throw new $ZodAsyncError();
        return result.then((result2) => runChecks2(result2, checks, ctx));
      }
      return runChecks2(result, checks, ctx);
    };
  }
}, {
  // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
  get "~standard"() {
    return hide(this, "~standard", standardProps(this));
  },
  set "~standard"(value) {
    own(this, "~standard", value);
  }
});
var toStandardResult = (r2, ctx) => r2.issues.length ? { issues: r2.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r2.value };
async function validateAsync(inst, value) {
  const ctx = { async: true };
  return toStandardResult(await inst._zod.run({ value, issues: [] }, ctx), ctx);
}
function standardProps(inst) {
  return {
    validate: (value) => {
      const ctx = { async: false };
      try {
        const r2 = inst._zod.run({ value, issues: [] }, ctx);
        if (!(r2 instanceof Promise))
          return toStandardResult(r2, ctx);
      } catch (_3) {
      }
      return validateAsync(inst, value);
    },
    vendor: "zod",
    version: 1
  };
}
var $ZodString = /* @__PURE__ */ $constructor("$ZodString", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = def.pattern ?? anyString;
  inst._zod.parse = (payload, _3) => {
    if (def.coerce)
      try {
        payload.value = String(payload.value);
      } catch (_4) {
      }
    if (typeof payload.value === "string")
      return payload;
    payload.issues.push({
      expected: "string",
      code: "invalid_type",
      input: payload.value,
      inst
    });
    return payload;
  };
});
var $ZodNumber = /* @__PURE__ */ $constructor("$ZodNumber", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = number;
  inst._zod.parse = (payload, _ctx) => {
    if (def.coerce)
      try {
        payload.value = Number(payload.value);
      } catch (_3) {
      }
    const input = payload.value;
    if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
      return payload;
    }
    const received = typeof input === "number" ? Number.isNaN(input) ? "NaN" : !Number.isFinite(input) ? String(input) : void 0 : void 0;
    payload.issues.push({
      expected: "number",
      code: "invalid_type",
      input,
      inst,
      ...received ? { received } : {}
    });
    return payload;
  };
});
var $ZodNumberFormat = /* @__PURE__ */ $constructor("$ZodNumberFormat", (inst, def) => {
  $ZodCheckNumberFormat.init(inst, def);
  $ZodNumber.init(inst, def);
});
var $ZodBoolean = /* @__PURE__ */ $constructor("$ZodBoolean", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = boolean;
  inst._zod.parse = (payload, _ctx) => {
    if (def.coerce)
      try {
        payload.value = Boolean(payload.value);
      } catch (_3) {
      }
    const input = payload.value;
    if (typeof input === "boolean")
      return payload;
    payload.issues.push({
      expected: "boolean",
      code: "invalid_type",
      input,
      inst
    });
    return payload;
  };
});
var $ZodUnknown = /* @__PURE__ */ $constructor("$ZodUnknown", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.parse = (payload) => payload;
});
var $ZodNever = /* @__PURE__ */ $constructor("$ZodNever", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.parse = (payload, _ctx) => {
    payload.issues.push({
      expected: "never",
      code: "invalid_type",
      input: payload.value,
      inst
    });
    return payload;
  };
});
function capSize(inst, size2) {
  const caps = sizeCaps(inst._zod.def.checks);
  if (!caps.length)
    return;
  const cap = Math.min(...caps.map((c3) => c3[0]));
  const parse3 = inst._zod.parse;
  inst._zod.parse = (payload, ctx) => {
    const n = size2(payload.value);
    if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
      for (const [max, ch] of sizeCaps(inst._zod.def.checks)) {
        if (n > max && ch._zod.def.when(payload)) {
          const start = payload.issues.length;
          ch._zod.check(payload);
          payload.issues[start].continue = false;
          attachSchema(payload.issues, start, inst);
          return payload;
        }
      }
    }
    return parse3(payload, ctx);
  };
}
var arraySize = (input) => Array.isArray(input) ? input.length : -1;
function handleArrayResult(result, final, index) {
  if (result.issues.length) {
    final.issues.push(...prefixIssues(index, result.issues));
  }
  final.value[index] = result.value;
}
var $ZodArray = /* @__PURE__ */ $constructor("$ZodArray", (inst, def) => {
  $ZodType.init(inst, def);
  const memo = globalConfig.memoizer;
  memo?.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    const input = payload.value;
    if (!Array.isArray(input)) {
      payload.issues.push({
        expected: "array",
        code: "invalid_type",
        input,
        inst
      });
      return payload;
    }
    payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
    const proms = [];
    const abortEarly = ctx?.abortEarly;
    for (let i = 0; i < input.length; i++) {
      const item = input[i];
      const result = def.element._zod.run({
        value: item,
        issues: []
      }, ctx);
      if (result instanceof Promise) {
        proms.push(result.then((result2) => handleArrayResult(result2, payload, i)));
      } else {
        handleArrayResult(result, payload, i);
        if (abortEarly && result.issues.length !== 0 && aborted(result))
          break;
      }
    }
    if (proms.length) {
      return Promise.all(proms).then(() => payload);
    }
    return payload;
  };
  capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
  const isPresent = key in input;
  const isOptionalOut = optout === "optional";
  if (!isPresent && isOptionalOut && optin === "optional") {
    return;
  }
  if (result.issues.length) {
    if (optin !== void 0 && isOptionalOut && !isPresent) {
      return;
    }
    final.issues.push(...prefixIssues(key, result.issues));
  }
  if (!isPresent && optin === void 0) {
    if (!result.issues.length) {
      final.issues.push({
        code: "invalid_type",
        expected: "nonoptional",
        input: void 0,
        path: [key]
      });
    }
    return;
  }
  if (result.value === void 0) {
    if (isPresent || optin === "defaulted" && !isOptionalOut) {
      final.value[key] = void 0;
    }
  } else {
    final.value[key] = result.value;
  }
}
var NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
  const keys = Object.keys(def.shape);
  const ownSymbols = Object.getOwnPropertySymbols(def.shape);
  const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
  const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
  for (const k2 of allKeys) {
    if (!def.shape?.[k2]?._zod?.traits?.has("$ZodType")) {
      throw new Error(`Invalid element at key "${String(k2)}": expected a Zod schema`);
    }
  }
  const okeys = optionalKeys(def.shape);
  return {
    ...def,
    allKeys,
    symbolKeys,
    // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
    keySet: new Set(keys),
    numKeys: keys.length,
    optionalKeys: new Set(okeys)
  };
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
  const unrecognized = [];
  const keySet = def.keySet;
  const _catchall = def.catchall._zod;
  const t2 = _catchall.def.type;
  const optin = _catchall.optin;
  const optout = _catchall.optout;
  let seen = 0;
  for (const key in input) {
    if (abortEarly && payload.issues.length !== seen) {
      if (aborted(payload, seen))
        break;
      seen = payload.issues.length;
    }
    if (keySet.has(key))
      continue;
    if (key === "__proto__") {
      if (t2 === "never")
        unrecognized.push(key);
      continue;
    }
    if (t2 === "never") {
      unrecognized.push(key);
      continue;
    }
    const r2 = _catchall.run({ value: input[key], issues: [] }, ctx);
    if (r2 instanceof Promise) {
      proms.push(r2.then((r3) => handlePropertyResult(r3, payload, key, input, optin, optout)));
    } else {
      handlePropertyResult(r2, payload, key, input, optin, optout);
    }
  }
  if (unrecognized.length) {
    payload.issues.push({
      code: "unrecognized_keys",
      keys: unrecognized,
      input,
      inst,
      // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
      continue: true
    });
  }
  if (!proms.length)
    return payload;
  return Promise.all(proms).then(() => {
    return payload;
  });
}
var $ZodObject = /* @__PURE__ */ $constructor("$ZodObject", (inst, def) => {
  $ZodType.init(inst, def);
  const desc = Object.getOwnPropertyDescriptor(def, "shape");
  const sh = desc?.get ? desc.get.raw : def.shape ?? {};
  if (sh) {
    const get = () => {
      const newSh = { ...sh };
      Object.defineProperty(def, "shape", { value: newSh });
      get.raw = newSh;
      return newSh;
    };
    get.raw = sh;
    Object.defineProperty(def, "shape", { get });
  }
  const _normalized = cached(() => normalizeDef(def));
  defineLazyInternal(inst, "propValues", (zod) => {
    const shape = zod.def.shape;
    const propValues = {};
    for (const key in shape) {
      const field = shape[key]._zod;
      if (field.values) {
        if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
          assignProp(propValues, key, /* @__PURE__ */ new Set());
        }
        for (const v2 of field.values)
          propValues[key].add(v2);
        if (field.optin !== void 0)
          propValues[key].add(void 0);
      }
    }
    return propValues;
  });
  const isObject3 = isObject;
  const catchall = def.catchall;
  let value;
  const memo = globalConfig.memoizer;
  memo?.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    value ?? (value = _normalized.value);
    const input = payload.value;
    if (!isObject3(input)) {
      payload.issues.push({
        expected: "object",
        code: "invalid_type",
        input,
        inst
      });
      return payload;
    }
    payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
    const proms = [];
    const shape = value.shape;
    const abortEarly = ctx?.abortEarly;
    let seen = payload.issues.length;
    for (const key of value.allKeys) {
      if (abortEarly && payload.issues.length !== seen) {
        if (aborted(payload, seen))
          break;
        seen = payload.issues.length;
      }
      if (key === "__proto__")
        continue;
      const el = shape[key];
      const optin = el._zod.optin;
      const optout = el._zod.optout;
      const r2 = el._zod.run({ value: input[key], issues: [] }, ctx);
      if (r2 instanceof Promise) {
        proms.push(r2.then((r3) => handlePropertyResult(r3, payload, key, input, optin, optout)));
      } else {
        handlePropertyResult(r2, payload, key, input, optin, optout);
      }
    }
    if (!catchall) {
      return proms.length ? Promise.all(proms).then(() => payload) : payload;
    }
    return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
  };
});
function handleUnionResults(results, final, inst, ctx) {
  for (const result of results) {
    if (result.issues.length === 0) {
      final.value = result.value;
      return final;
    }
  }
  const nonaborted = results.filter((r2) => !aborted(r2));
  if (nonaborted.length === 1) {
    final.value = nonaborted[0].value;
    return nonaborted[0];
  }
  final.issues.push({
    code: "invalid_union",
    input: final.value,
    inst,
    errors: results.map((result) => result.issues.map((iss) => finalizeIssue(iss, ctx, config())))
  });
  return final;
}
var $ZodUnion = /* @__PURE__ */ $constructor("$ZodUnion", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.options.some((o2) => o2._zod.optin === "defaulted") ? "defaulted" : zod.def.options.some((o2) => o2._zod.optin !== void 0) ? "optional" : void 0);
  defineLazyInternal(inst, "optout", (zod) => zod.def.options.some((o2) => o2._zod.optout === "optional") ? "optional" : void 0);
  defineLazyInternal(inst, "values", (zod) => {
    if (zod.def.options.every((o2) => o2._zod.values)) {
      return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
    }
    return void 0;
  });
  defineLazyInternal(inst, "pattern", (zod) => {
    if (zod.def.options.every((o2) => o2._zod.pattern)) {
      const patterns = zod.def.options.map((o2) => o2._zod.pattern);
      return new RegExp(`^(${patterns.map((p2) => cleanRegex(p2.source)).join("|")})$`);
    }
    return void 0;
  });
  const first = def.options.length === 1 ? def.options[0]._zod.run : null;
  inst._zod.parse = (payload, ctx) => {
    if (first) {
      return first(payload, ctx);
    }
    let async = false;
    const results = [];
    for (const option of def.options) {
      const result = option._zod.run({
        value: payload.value,
        issues: []
      }, ctx);
      if (result instanceof Promise) {
        results.push(result);
        async = true;
      } else {
        if (result.issues.length === 0)
          return result;
        results.push(result);
      }
    }
    if (!async)
      return handleUnionResults(results, payload, inst, ctx);
    return Promise.all(results).then((results2) => {
      return handleUnionResults(results2, payload, inst, ctx);
    });
  };
});
var $ZodEnum = /* @__PURE__ */ $constructor("$ZodEnum", (inst, def) => {
  $ZodType.init(inst, def);
  const values = getEnumValues(def.entries);
  const valuesSet = new Set(values);
  inst._zod.values = valuesSet;
  defineLazyInternal(inst, "pattern", (zod) => {
    const patternValues = getEnumValues(zod.def.entries).filter((k2) => propertyKeyTypes.has(typeof k2));
    return new RegExp(patternValues.length ? `^(${patternValues.map((o2) => escapeRegex(o2.toString())).join("|")})$` : "^[^\\s\\S]$");
  });
  inst._zod.parse = (payload, _ctx) => {
    const input = payload.value;
    if (valuesSet.has(input)) {
      return payload;
    }
    payload.issues.push({
      code: "invalid_value",
      values,
      input,
      inst
    });
    return payload;
  };
});
var $ZodLiteral = /* @__PURE__ */ $constructor("$ZodLiteral", (inst, def) => {
  $ZodType.init(inst, def);
  const values = new Set(def.values);
  inst._zod.values = values;
  defineLazyInternal(inst, "pattern", (zod) => {
    const vals = zod.def.values;
    return new RegExp(vals.length ? `^(${vals.map((o2) => typeof o2 === "string" ? escapeRegex(o2) : o2 ? escapeRegex(o2.toString()) : String(o2)).join("|")})$` : "^[^\\s\\S]$");
  });
  inst._zod.parse = (payload, _ctx) => {
    const input = payload.value;
    if (values.has(input)) {
      return payload;
    }
    payload.issues.push({
      code: "invalid_value",
      values: def.values,
      input,
      inst
    });
    return payload;
  };
});
var $ZodTransform = /* @__PURE__ */ $constructor("$ZodTransform", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.optin = "optional";
  globalConfig.memoizer?.guard(inst);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      throw new $ZodEncodeError(inst.constructor.name);
    }
    const _out = def.transform(payload.value, payload);
    if (ctx.async) {
      const output = _out instanceof Promise ? _out : Promise.resolve(_out);
      return output.then((output2) => {
        payload.value = output2;
        return payload;
      });
    }
    if (_out instanceof Promise) {
      throw new $ZodAsyncError();
    }
    payload.value = _out;
    return payload;
  };
});
function handleOptionalResult(payload, result) {
  payload.value = result.issues.length ? void 0 : result.value;
  return payload;
}
var $ZodOptional = /* @__PURE__ */ $constructor("$ZodOptional", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
  inst._zod.optout = "optional";
  defineLazyInternal(inst, "values", (zod) => {
    const values = zod.def.innerType._zod.values;
    return values ? /* @__PURE__ */ new Set([...values, void 0]) : void 0;
  });
  defineLazyInternal(inst, "pattern", (zod) => {
    const pattern = zod.def.innerType._zod.pattern;
    return pattern ? new RegExp(`^(${cleanRegex(pattern.source)})?$`) : void 0;
  });
  inst._zod.parse = (payload, ctx) => {
    if (payload.value === void 0) {
      if (def.innerType._zod.optin !== "defaulted")
        return payload;
      const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
      if (result instanceof Promise)
        return result.then((result2) => handleOptionalResult(payload, result2));
      return handleOptionalResult(payload, result);
    }
    return def.innerType._zod.run(payload, ctx);
  };
});
var $ZodNullable = /* @__PURE__ */ $constructor("$ZodNullable", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin);
  defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
  defineLazyInternal(inst, "pattern", (zod) => {
    const pattern = zod.def.innerType._zod.pattern;
    return pattern ? new RegExp(`^(${cleanRegex(pattern.source)}|null)$`) : void 0;
  });
  defineLazyInternal(inst, "values", (zod) => {
    return zod.def.innerType._zod.values ? /* @__PURE__ */ new Set([...zod.def.innerType._zod.values, null]) : void 0;
  });
  inst._zod.parse = (payload, ctx) => {
    if (payload.value === null)
      return payload;
    return def.innerType._zod.run(payload, ctx);
  };
});
var $ZodDefault = /* @__PURE__ */ $constructor("$ZodDefault", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.optin = "defaulted";
  defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      return def.innerType._zod.run(payload, ctx);
    }
    if (payload.value === void 0) {
      payload.value = def.defaultValue;
      return payload;
    }
    const result = def.innerType._zod.run(payload, ctx);
    if (result instanceof Promise) {
      return result.then((result2) => handleDefaultResult(result2, def));
    }
    return handleDefaultResult(result, def);
  };
});
function handleDefaultResult(payload, def) {
  if (payload.value === void 0) {
    payload.value = def.defaultValue;
  }
  return payload;
}
var $ZodPrefault = /* @__PURE__ */ $constructor("$ZodPrefault", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.optin = "defaulted";
  defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      return def.innerType._zod.run(payload, ctx);
    }
    if (payload.value === void 0) {
      payload.value = def.defaultValue;
    }
    return def.innerType._zod.run(payload, ctx);
  };
});
var $ZodPipe = /* @__PURE__ */ $constructor("$ZodPipe", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
  defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
  defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
  defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      const right = def.out._zod.run(payload, ctx);
      if (right instanceof Promise) {
        return right.then((right2) => handlePipeResult(right2, def.in, ctx));
      }
      return handlePipeResult(right, def.in, ctx);
    }
    const left = def.in._zod.run(payload, ctx);
    if (left instanceof Promise) {
      return left.then((left2) => handlePipeResult(left2, def.out, ctx));
    }
    return handlePipeResult(left, def.out, ctx);
  };
});
function handlePipeResult(left, next, ctx) {
  if (left.issues.some((iss) => iss.code !== "unrecognized_keys")) {
    left.aborted = true;
    return left;
  }
  return next._zod.run({ value: left.value, issues: left.issues }, ctx);
}
var $ZodCustom = /* @__PURE__ */ $constructor("$ZodCustom", (inst, def) => {
  $ZodCheck.init(inst, def);
  $ZodType.init(inst, def);
  inst._zod.parse = (payload, _3) => {
    return payload;
  };
  inst._zod.check = (payload) => {
    const input = payload.value;
    const r2 = def.fn(input);
    if (r2 instanceof Promise) {
      return r2.then((r3) => handleRefineResult(r3, payload, input, inst));
    }
    handleRefineResult(r2, payload, input, inst);
    return;
  };
});
function handleRefineResult(result, payload, input, inst) {
  if (!result) {
    const _iss = {
      code: "custom",
      input,
      inst,
      // incorporates params.error into issue reporting
      path: [...inst._zod.def.path ?? []],
      // incorporates params.error into issue reporting
      continue: !inst._zod.def.abort
      // params: inst._zod.def.params,
    };
    if (inst._zod.def.params)
      _iss.params = inst._zod.def.params;
    payload.issues.push(issue(_iss));
  }
}

// zod-english-only:zod-locales
var zod_locales_exports = {};
__export(zod_locales_exports, {
  en: () => en_default
});

// node_modules/zod/v4/locales/en.js
var error = () => {
  const Sizable = {
    string: { unit: "characters", verb: "to have" },
    file: { unit: "bytes", verb: "to have" },
    array: { unit: "items", verb: "to have" },
    set: { unit: "items", verb: "to have" },
    map: { unit: "entries", verb: "to have" }
  };
  function getSizing(origin) {
    return Sizable[origin] ?? null;
  }
  const FormatDictionary = {
    regex: "input",
    email: "email address",
    url: "URL",
    emoji: "emoji",
    uuid: "UUID",
    uuidv4: "UUIDv4",
    uuidv6: "UUIDv6",
    nanoid: "nanoid",
    guid: "GUID",
    cuid: "cuid",
    cuid2: "cuid2",
    ulid: "ULID",
    xid: "XID",
    ksuid: "KSUID",
    datetime: "ISO datetime",
    date: "ISO date",
    time: "ISO time",
    duration: "ISO duration",
    ipv4: "IPv4 address",
    ipv6: "IPv6 address",
    mac: "MAC address",
    cidrv4: "IPv4 range",
    cidrv6: "IPv6 range",
    base64: "base64-encoded string",
    base64url: "base64url-encoded string",
    json_string: "JSON string",
    e164: "E.164 number",
    currency_code: "currency code",
    credit_card: "credit card number",
    iban: "IBAN",
    jwt: "JWT",
    template_literal: "input"
  };
  const TypeDictionary = {
    // Compatibility: "nan" -> "NaN" for display
    nan: "NaN"
    // All other type names omitted - they fall back to raw values via ?? operator
  };
  function getTypeName(type, input) {
    if (type === "number" && typeof input === "number" && !Number.isFinite(input)) {
      return String(input);
    }
    return TypeDictionary[type] ?? type;
  }
  return (issue2) => {
    switch (issue2.code) {
      case "invalid_type": {
        const expected = getTypeName(issue2.expected);
        const receivedType = parsedType(issue2.input);
        const received = getTypeName(receivedType, issue2.input);
        return `Invalid input: expected ${expected}, received ${received}`;
      }
      case "invalid_value":
        if (issue2.values.length === 1)
          return `Invalid input: expected ${stringifyPrimitive(issue2.values[0])}`;
        return `Invalid option: expected one of ${joinValues(issue2.values, "|")}`;
      case "too_big": {
        const adj = issue2.exact ? "exactly " : issue2.inclusive ? "<=" : "<";
        const sizing = getSizing(issue2.origin);
        if (sizing)
          return `Too big: expected ${issue2.origin ?? "value"} to have ${adj}${issue2.maximum.toString()} ${sizing.unit ?? "elements"}`;
        return `Too big: expected ${issue2.origin ?? "value"} to be ${adj}${issue2.maximum.toString()}`;
      }
      case "too_small": {
        const adj = issue2.exact ? "exactly " : issue2.inclusive ? ">=" : ">";
        const sizing = getSizing(issue2.origin);
        if (sizing) {
          return `Too small: expected ${issue2.origin} to have ${adj}${issue2.minimum.toString()} ${sizing.unit}`;
        }
        return `Too small: expected ${issue2.origin} to be ${adj}${issue2.minimum.toString()}`;
      }
      case "invalid_format": {
        const _issue = issue2;
        if (_issue.format === "starts_with") {
          return `Invalid string: must start with "${_issue.prefix}"`;
        }
        if (_issue.format === "ends_with")
          return `Invalid string: must end with "${_issue.suffix}"`;
        if (_issue.format === "includes")
          return `Invalid string: must include "${_issue.includes}"`;
        if (_issue.format === "regex")
          return `Invalid string: must match pattern ${_issue.pattern}`;
        return `Invalid ${FormatDictionary[_issue.format] ?? issue2.format}`;
      }
      case "not_multiple_of":
        return `Invalid number: must be a multiple of ${issue2.divisor}`;
      case "unrecognized_keys":
        return `Unrecognized key${issue2.keys.length > 1 ? "s" : ""}: ${joinValues(issue2.keys, ", ")}`;
      case "invalid_key":
        return `Invalid key in ${issue2.origin}`;
      case "invalid_union":
        if (issue2.options && Array.isArray(issue2.options) && issue2.options.length > 0) {
          const opts = issue2.options.map((o2) => `'${o2}'`).join(" | ");
          return `Invalid discriminator value. Expected ${opts}`;
        }
        if (issue2.inclusive === false) {
          return "Invalid input: more than one option matched";
        }
        return "Invalid input";
      case "invalid_element":
        return `Invalid value in ${issue2.origin}`;
      default:
        return `Invalid input`;
    }
  };
};
function en_default() {
  return {
    localeError: error()
  };
}

// node_modules/zod/v4/core/api.js
function snapshotChecks(def) {
  if (def.checks)
    def.checks = [...def.checks];
  return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class, params) {
  return new Class(snapshotChecks({ type: "string", ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _number(Class, params) {
  return new Class(snapshotChecks({ type: "number", checks: [], ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _int(Class, params) {
  return new Class({
    type: "number",
    check: "number_format",
    abort: false,
    format: "safeint",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class, params) {
  return new Class({
    type: "boolean",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class) {
  return new Class({
    type: "unknown"
  });
}
// @__NO_SIDE_EFFECTS__
function _never(Class, params) {
  return new Class({
    type: "never",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _gt(value, params) {
  return new $ZodCheckGreaterThan({
    check: "greater_than",
    ...normalizeParams(params),
    value,
    inclusive: false
  });
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
  return new $ZodCheckGreaterThan({
    check: "greater_than",
    ...normalizeParams(params),
    value,
    inclusive: true
  });
}
// @__NO_SIDE_EFFECTS__
function _positive(params) {
  return /* @__PURE__ */ _gt(0, params);
}
// @__NO_SIDE_EFFECTS__
function _nonnegative(params) {
  return /* @__PURE__ */ _gte(0, params);
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
  return new $ZodCheckMinLength({
    check: "min_length",
    ...normalizeParams(params),
    minimum
  });
}
// @__NO_SIDE_EFFECTS__
function _regex(pattern, params) {
  return new $ZodCheckRegex({
    check: "string_format",
    format: "regex",
    ...normalizeParams(params),
    pattern
  });
}
// @__NO_SIDE_EFFECTS__
function _refine(Class, fn2, _params) {
  const schema = new Class({
    type: "custom",
    check: "custom",
    fn: fn2,
    ...normalizeParams(_params)
  });
  return schema;
}
// @__NO_SIDE_EFFECTS__
function _superRefine(fn2, params) {
  const ch = /* @__PURE__ */ _check((payload) => {
    payload.addIssue = (issue2) => {
      if (typeof issue2 === "string") {
        payload.issues.push(issue(issue2, payload.value, ch._zod.def));
      } else {
        const _issue = issue2;
        if (_issue.fatal)
          _issue.continue = false;
        _issue.code ?? (_issue.code = "custom");
        if (!("input" in _issue))
          _issue.input = payload.value;
        _issue.inst ?? (_issue.inst = ch);
        _issue.continue ?? (_issue.continue = !ch._zod.def.abort);
        payload.issues.push(issue(_issue));
      }
    };
    return fn2(payload.value, payload);
  }, params);
  return ch;
}
// @__NO_SIDE_EFFECTS__
function _check(fn2, params) {
  const ch = new $ZodCheck({
    check: "custom",
    ...normalizeParams(params)
  });
  ch._zod.check = fn2;
  return ch;
}

// node_modules/zod/v4/mini/schemas.js
var ZodMiniType = /* @__PURE__ */ $constructor("ZodMiniType", (inst, def) => {
  if (!inst._zod)
    throw new Error("Uninitialized schema in ZodMiniType.");
  $ZodType.init(inst, def);
  inst.def = def;
  inst.type = def.type;
}, {
  // `with` is an alias for `check`: the same function object, not a wrapper.
  get with() {
    return this.check;
  },
  set with(value) {
    own(this, "with", value);
  },
  parse(data, params) {
    return parse(this, data, params, { callee: this.parse });
  },
  parseAsync(data, params) {
    return parseAsync(this, data, params, { callee: this.parseAsync });
  },
  safeParse(data, params) {
    return safeParse(this, data, params);
  },
  safeParseAsync(data, params) {
    return safeParseAsync(this, data, params);
  },
  check(...checks) {
    const def = this.def;
    return this.clone({
      ...def,
      checks: [
        ...def.checks ?? [],
        ...checks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch)
      ]
    }, { parent: true });
  },
  clone(_def, params) {
    return clone(this, _def, params);
  },
  brand() {
    return this;
  },
  register(reg, meta2) {
    reg.add(this, meta2);
    return this;
  },
  apply(fn2, ...args) {
    return args.length === 0 ? fn2(this) : fn2(this, ...args);
  }
});
var ZodMiniString = /* @__PURE__ */ $constructor("ZodMiniString", (inst, def) => {
  $ZodString.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function string2(params) {
  return _string(ZodMiniString, params);
}
var ZodMiniNumber = /* @__PURE__ */ $constructor("ZodMiniNumber", (inst, def) => {
  $ZodNumber.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function number2(params) {
  return _number(ZodMiniNumber, params);
}
var ZodMiniNumberFormat = /* @__PURE__ */ $constructor("ZodMiniNumberFormat", (inst, def) => {
  $ZodNumberFormat.init(inst, def);
  ZodMiniNumber.init(inst, def);
});
function int(params) {
  return _int(ZodMiniNumberFormat, params);
}
var ZodMiniBoolean = /* @__PURE__ */ $constructor("ZodMiniBoolean", (inst, def) => {
  $ZodBoolean.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function boolean2(params) {
  return _boolean(ZodMiniBoolean, params);
}
var ZodMiniUnknown = /* @__PURE__ */ $constructor("ZodMiniUnknown", (inst, def) => {
  $ZodUnknown.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function unknown() {
  return _unknown(ZodMiniUnknown);
}
var ZodMiniNever = /* @__PURE__ */ $constructor("ZodMiniNever", (inst, def) => {
  $ZodNever.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function never(params) {
  return _never(ZodMiniNever, params);
}
var ZodMiniArray = /* @__PURE__ */ $constructor("ZodMiniArray", (inst, def) => {
  $ZodArray.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function array(element, params) {
  return new ZodMiniArray({
    type: "array",
    element,
    ...normalizeParams(params)
  });
}
var ZodMiniObject = /* @__PURE__ */ $constructor("ZodMiniObject", (inst, def) => {
  $ZodObject.init(inst, def);
  ZodMiniType.init(inst, def);
  installLazyProp(inst, "shape", (self2) => self2._zod.def.shape, false);
});
// @__NO_SIDE_EFFECTS__
function strictObject(shape, params) {
  return new ZodMiniObject({
    type: "object",
    shape,
    catchall: /* @__PURE__ */ never(),
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function looseObject(shape, params) {
  return new ZodMiniObject({
    type: "object",
    shape,
    catchall: /* @__PURE__ */ unknown(),
    ...normalizeParams(params)
  });
}
var ZodMiniUnion = /* @__PURE__ */ $constructor("ZodMiniUnion", (inst, def) => {
  $ZodUnion.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function union(options, params) {
  return new ZodMiniUnion({
    type: "union",
    options,
    ...normalizeParams(params)
  });
}
var ZodMiniEnum = /* @__PURE__ */ $constructor("ZodMiniEnum", (inst, def) => {
  $ZodEnum.init(inst, def);
  ZodMiniType.init(inst, def);
  inst.options = [...inst._zod.values];
});
// @__NO_SIDE_EFFECTS__
function _enum(values, params) {
  const entries = Array.isArray(values) ? Object.fromEntries(values.map((v2) => [v2, v2])) : values;
  return new ZodMiniEnum({
    type: "enum",
    entries,
    ...normalizeParams(params)
  });
}
var ZodMiniLiteral = /* @__PURE__ */ $constructor("ZodMiniLiteral", (inst, def) => {
  $ZodLiteral.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function literal(value, params) {
  return new ZodMiniLiteral({
    type: "literal",
    values: Array.isArray(value) ? value : [value],
    ...normalizeParams(params)
  });
}
var ZodMiniTransform = /* @__PURE__ */ $constructor("ZodMiniTransform", (inst, def) => {
  $ZodTransform.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function transform(fn2) {
  return new ZodMiniTransform({
    type: "transform",
    transform: fn2
  });
}
var ZodMiniOptional = /* @__PURE__ */ $constructor("ZodMiniOptional", (inst, def) => {
  $ZodOptional.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function optional(innerType) {
  return new ZodMiniOptional({
    type: "optional",
    innerType
  });
}
var ZodMiniNullable = /* @__PURE__ */ $constructor("ZodMiniNullable", (inst, def) => {
  $ZodNullable.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function nullable(innerType) {
  return new ZodMiniNullable({
    type: "nullable",
    innerType
  });
}
var ZodMiniDefault = /* @__PURE__ */ $constructor("ZodMiniDefault", (inst, def) => {
  $ZodDefault.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function _default(innerType, defaultValue) {
  return new ZodMiniDefault({
    type: "default",
    innerType,
    get defaultValue() {
      return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
    }
  });
}
var ZodMiniPrefault = /* @__PURE__ */ $constructor("ZodMiniPrefault", (inst, def) => {
  $ZodPrefault.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function prefault(innerType, defaultValue) {
  return new ZodMiniPrefault({
    type: "prefault",
    innerType,
    get defaultValue() {
      return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
    }
  });
}
var ZodMiniPipe = /* @__PURE__ */ $constructor("ZodMiniPipe", (inst, def) => {
  $ZodPipe.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function pipe(in_, out) {
  return new ZodMiniPipe({
    type: "pipe",
    in: in_,
    out
  });
}
var ZodMiniCustom = /* @__PURE__ */ $constructor("ZodMiniCustom", (inst, def) => {
  $ZodCustom.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function refine(fn2, _params = {}) {
  return _refine(ZodMiniCustom, fn2, _params);
}
// @__NO_SIDE_EFFECTS__
function superRefine(fn2, params) {
  return _superRefine(fn2, params);
}

// src/schema/zod.ts
config(zod_locales_exports.en());

// src/schema/zod-message.ts
function formatIssuePath(path) {
  let out = "";
  for (const seg of path) {
    if (typeof seg === "number") out += `[${seg}]`;
    else out += out === "" ? String(seg) : `.${String(seg)}`;
  }
  return out;
}
function describeIssue(issue2) {
  switch (issue2.code) {
    case "invalid_type":
      return `expected ${issue2.expected}`;
    case "unrecognized_keys":
      return issue2.keys.length === 1 ? `Unrecognized key: "${issue2.keys[0]}"` : `Unrecognized keys: ${issue2.keys.map((k2) => `"${k2}"`).join(", ")}`;
    case "invalid_union": {
      const expected = issue2.errors.map((branch) => branch.length === 1 && branch[0]?.code === "invalid_type" ? branch[0].expected : void 0).filter((e) => e !== void 0);
      if (expected.length === issue2.errors.length && expected.length > 0) {
        return `expected ${[...new Set(expected)].join(" or ")}`;
      }
      return issue2.message;
    }
    default:
      return issue2.message;
  }
}
function formatIssue(issue2, prefix = []) {
  const where = formatIssuePath([...prefix, ...issue2.path]);
  const what = describeIssue(issue2);
  return where ? `${where}: ${what}` : what;
}
function formatZodError(error2, prefix = []) {
  return error2.issues.map((i) => formatIssue(i, prefix)).join("; ").replace(/\s*\n\s*/g, " ");
}

// src/cassette/model.ts
var FrozenScenarioShape = looseObject({
  prompt: string2(),
  session: string2(),
  assert: optional(array(unknown()))
});
var FingerprintShape = looseObject({
  skillHash: optional(string2()),
  hashFormat: optional(string2())
});
var FolderPrefixShape = looseObject({
  from: string2(),
  mount: string2()
});
var CassetteShape = looseObject({
  events: array(string2()),
  scenario: FrozenScenarioShape,
  fingerprint: optional(FingerprintShape),
  sessionFingerprint: optional(string2()),
  folderPrefixMap: optional(array(FolderPrefixShape))
});
function parseCassetteShape(obj) {
  const fast = fastShape(obj);
  if (fast) return { ok: true, cassette: fast };
  const parsed = CassetteShape.safeParse(obj);
  if (!parsed.success) return { ok: false, error: formatZodError(parsed.error) };
  const data = parsed.data;
  const scenario = { ...data.scenario, assert: data.scenario.assert ?? [] };
  return { ok: true, cassette: { ...data, scenario } };
}
var isPlain = (v2) => v2 !== null && typeof v2 === "object" && !Array.isArray(v2) && Object.getPrototypeOf(v2) === Object.prototype;
var optional2 = (o2, k2, ok) => !(k2 in o2) || o2[k2] === void 0 || ok(o2[k2]);
var isString = (v2) => typeof v2 === "string";
function looseCopy(o2, typed, replace = {}) {
  const out = {};
  for (const k2 of typed) if (k2 in o2) out[k2] = k2 in replace ? replace[k2] : o2[k2];
  for (const k2 of Object.keys(o2)) {
    if (k2 === "__proto__") return void 0;
    if (!typed.includes(k2)) out[k2] = o2[k2];
  }
  return out;
}
function fastFingerprint(v2) {
  if (!isPlain(v2) || !optional2(v2, "skillHash", isString) || !optional2(v2, "hashFormat", isString)) return void 0;
  return looseCopy(v2, ["skillHash", "hashFormat"]);
}
function fastShape(obj) {
  if (!isPlain(obj)) return void 0;
  const events = obj["events"];
  if (!Array.isArray(events)) return void 0;
  for (let i = 0; i < events.length; i++) if (typeof events[i] !== "string") return void 0;
  const sc = obj["scenario"];
  if (!isPlain(sc) || typeof sc["prompt"] !== "string" || typeof sc["session"] !== "string") return void 0;
  if (!optional2(sc, "assert", Array.isArray)) return void 0;
  if (!optional2(obj, "sessionFingerprint", isString)) return void 0;
  const replace = { events: events.slice() };
  const assert = sc["assert"];
  const scenario = looseCopy(sc, ["prompt", "session", "assert"], Array.isArray(assert) ? { assert: assert.slice() } : {});
  if (!scenario) return void 0;
  replace["scenario"] = scenario;
  if ("fingerprint" in obj && obj["fingerprint"] !== void 0) {
    const fp = fastFingerprint(obj["fingerprint"]);
    if (!fp) return void 0;
    replace["fingerprint"] = fp;
  }
  const map = obj["folderPrefixMap"];
  if ("folderPrefixMap" in obj && map !== void 0) {
    if (!Array.isArray(map)) return void 0;
    const items = [];
    for (const item of map) {
      if (!isPlain(item) || typeof item["from"] !== "string" || typeof item["mount"] !== "string") return void 0;
      const copy2 = looseCopy(item, ["from", "mount"]);
      if (!copy2) return void 0;
      items.push(copy2);
    }
    replace["folderPrefixMap"] = items;
  }
  const out = looseCopy(obj, ["events", "scenario", "fingerprint", "sessionFingerprint", "folderPrefixMap"], replace);
  if (!out) return void 0;
  out["scenario"]["assert"] = scenario["assert"] ?? [];
  return out;
}

// src/cassette/large-cassette.ts
init_errors();
import { closeSync as closeSync3, fstatSync as fstatSync3, openSync as openSync3, readSync as readSync2 } from "node:fs";
import { open, stat as stat4 } from "node:fs/promises";

// src/util/young-generation.ts
var held = false;
async function holdYoungGeneration() {
  if (held) return;
  held = true;
  try {
    const v8 = await import("node:v8");
    v8.setFlagsFromString("--semi-space-growth-factor=1");
  } catch {
  }
}

// src/cassette/large-cassette.ts
var LARGE_CASSETTE_BYTES = 16 * 1024 * 1024;
var SCAN_CHUNK_BYTES = 1024 * 1024;
var WINDOW_BYTES = 1024 * 1024;
var SENTINEL = "\0cowork-harness:events-read-lazily";
var QUOTE = 34;
var BACKSLASH = 92;
var COMMA = 44;
var COLON = 58;
var OPEN_BRACE = 123;
var CLOSE_BRACE = 125;
var OPEN_BRACKET = 91;
var CLOSE_BRACKET = 93;
var EVENTS_KEY = [101, 118, 101, 110, 116, 115];
var isSpace = (b3) => b3 === 32 || b3 === 10 || b3 === 13 || b3 === 9;
var isSimpleEscape = (b3) => b3 === QUOTE || b3 === BACKSLASH || b3 === 47 || b3 === 98 || b3 === 102 || b3 === 110 || b3 === 114 || b3 === 116;
var hexDigitsAfterEscape = (b3) => b3 === 117 ? 4 : isSimpleEscape(b3) ? 0 : -1;
var STRING_STOP = new Uint8Array(256);
for (let b3 = 0; b3 < 32; b3++) STRING_STOP[b3] = 1;
STRING_STOP[QUOTE] = 1;
STRING_STOP[BACKSLASH] = 1;
var isHex = (b3) => b3 >= 48 && b3 <= 57 || b3 >= 65 && b3 <= 70 || b3 >= 97 && b3 <= 102;
var EventsScan = class {
  at = 0 /* Start */;
  pos = 0;
  // absolute offset of the next chunk's first byte
  depth = 0;
  escaped = false;
  // the previous byte in a string was an unpaired backslash
  hexLeft = 0;
  // hex digits still due in an element's \uXXXX
  keyLength = 0;
  keyIsEvents = false;
  found = false;
  start = -1;
  end = -1;
  elementStart = 0;
  offsets = new Float64Array(1024);
  count = 0;
  // numbers used in `offsets`
  before = [];
  after = [];
  /** Feeds the next bytes; false once the file is known not to be a layout the scan takes on. */
  push(chunk) {
    if (this.at === 13 /* Failed */) return false;
    const n = chunk.length;
    let at3 = this.at;
    let i = 0;
    let keepFrom = this.inEvents() ? -1 : 0;
    const fail3 = () => {
      this.at = 13 /* Failed */;
      return false;
    };
    while (i < n) {
      const b3 = chunk[i];
      switch (at3) {
        case 0 /* Start */:
          if (b3 === OPEN_BRACE) at3 = 1 /* KeyOrEnd */;
          else if (!isSpace(b3)) return fail3();
          break;
        case 1 /* KeyOrEnd */:
          if (b3 === QUOTE) {
            at3 = 2 /* Key */;
            this.keyLength = 0;
            this.keyIsEvents = true;
            this.escaped = false;
          } else if (b3 === CLOSE_BRACE) at3 = 12 /* Done */;
          else if (!isSpace(b3)) return fail3();
          break;
        case 2 /* Key */:
          if (this.escaped) {
            this.escaped = false;
            this.keyIsEvents = false;
          } else if (b3 === BACKSLASH) {
            this.escaped = true;
            this.keyIsEvents = false;
          } else if (b3 === QUOTE) {
            if (this.keyLength !== EVENTS_KEY.length) this.keyIsEvents = false;
            at3 = 3 /* Colon */;
          } else {
            if (EVENTS_KEY[this.keyLength] !== b3) this.keyIsEvents = false;
            this.keyLength++;
          }
          break;
        case 3 /* Colon */:
          if (b3 === COLON) at3 = 4 /* Value */;
          else if (!isSpace(b3)) return fail3();
          break;
        case 4 /* Value */:
          if (isSpace(b3)) break;
          if (this.keyIsEvents) {
            if (this.found || b3 !== OPEN_BRACKET) return fail3();
            this.found = true;
            this.start = this.pos + i;
            this.before.push(Buffer.from(chunk.subarray(keepFrom, i)));
            keepFrom = -1;
            at3 = 7 /* EventsFirst */;
          } else {
            this.depth = 0;
            at3 = 5 /* Other */;
            continue;
          }
          break;
        case 5 /* Other */:
          if (b3 === QUOTE) {
            at3 = 6 /* OtherString */;
            this.escaped = false;
          } else if (b3 === OPEN_BRACE || b3 === OPEN_BRACKET) this.depth++;
          else if (b3 === CLOSE_BRACE || b3 === CLOSE_BRACKET) {
            if (this.depth === 0) {
              if (b3 !== CLOSE_BRACE) return fail3();
              at3 = 12 /* Done */;
            } else this.depth--;
          } else if (b3 === COMMA && this.depth === 0) at3 = 1 /* KeyOrEnd */;
          break;
        case 6 /* OtherString */: {
          let j3 = i;
          let escaped = this.escaped;
          while (j3 < n) {
            const c3 = chunk[j3];
            if (escaped) escaped = false;
            else if (c3 === BACKSLASH) escaped = true;
            else if (c3 === QUOTE) break;
            j3++;
          }
          this.escaped = escaped;
          if (j3 < n) at3 = 5 /* Other */;
          i = j3;
          break;
        }
        case 7 /* EventsFirst */:
        case 9 /* EventsElement */:
          if (b3 === QUOTE) {
            at3 = 10 /* Element */;
            this.elementStart = this.pos + i;
            this.escaped = false;
            this.hexLeft = 0;
          } else if (b3 === CLOSE_BRACKET && at3 === 7 /* EventsFirst */) at3 = this.closeEvents(i);
          else if (!isSpace(b3)) return fail3();
          if (at3 === 11 /* AfterEvents */) keepFrom = i + 1;
          break;
        case 8 /* EventsNext */:
          if (b3 === COMMA) at3 = 9 /* EventsElement */;
          else if (b3 === CLOSE_BRACKET) {
            at3 = this.closeEvents(i);
            keepFrom = i + 1;
          } else if (!isSpace(b3)) return fail3();
          break;
        case 10 /* Element */: {
          let j3 = i;
          let escaped = this.escaped;
          let hexLeft = this.hexLeft;
          let closed = false;
          while (j3 < n) {
            if (hexLeft > 0) {
              if (!isHex(chunk[j3])) return fail3();
              hexLeft--;
              j3++;
              continue;
            }
            if (escaped) {
              hexLeft = hexDigitsAfterEscape(chunk[j3]);
              if (hexLeft < 0) return fail3();
              escaped = false;
              j3++;
              continue;
            }
            while (j3 < n && STRING_STOP[chunk[j3]] === 0) j3++;
            if (j3 === n) break;
            const c3 = chunk[j3];
            if (c3 === QUOTE) {
              closed = true;
              break;
            }
            if (c3 !== BACKSLASH) return fail3();
            if (j3 + 1 === n) {
              escaped = true;
              j3++;
              break;
            }
            hexLeft = hexDigitsAfterEscape(chunk[j3 + 1]);
            if (hexLeft < 0) return fail3();
            j3 += 2;
          }
          this.escaped = escaped;
          this.hexLeft = hexLeft;
          if (closed) {
            this.addElement(this.elementStart, this.pos + j3 + 1);
            at3 = 8 /* EventsNext */;
          }
          i = j3;
          break;
        }
        case 11 /* AfterEvents */:
          if (b3 === COMMA) at3 = 1 /* KeyOrEnd */;
          else if (b3 === CLOSE_BRACE) at3 = 12 /* Done */;
          else if (!isSpace(b3)) return fail3();
          break;
        case 12 /* Done */:
          break;
        // trailing bytes are kept; JSON.parse of the rest judges them
        case 13 /* Failed */:
          return false;
      }
      i++;
    }
    if (keepFrom >= 0 && keepFrom < n) (this.found ? this.after : this.before).push(Buffer.from(chunk.subarray(keepFrom, n)));
    this.at = at3;
    this.pos += n;
    return true;
  }
  /** The scan's result once every byte was pushed, or undefined when the file is not that simple. */
  finish() {
    if (this.at !== 12 /* Done */ || !this.found || this.end < 0) return void 0;
    return {
      start: this.start,
      end: this.end,
      offsets: this.offsets.slice(0, this.count),
      before: Buffer.concat(this.before),
      after: Buffer.concat(this.after)
    };
  }
  inEvents() {
    return this.at >= 7 /* EventsFirst */ && this.at <= 10 /* Element */;
  }
  closeEvents(i) {
    this.end = this.pos + i + 1;
    return 11 /* AfterEvents */;
  }
  addElement(from, to2) {
    if (this.count + 2 > this.offsets.length) {
      const grown = new Float64Array(this.offsets.length * 2);
      grown.set(this.offsets);
      this.offsets = grown;
    }
    this.offsets[this.count++] = from;
    this.offsets[this.count++] = to2;
  }
};
function fileBackedLines(file, offsets, stamp) {
  const count2 = offsets.length / 2;
  let window2;
  let spare;
  const read = (from, to2) => {
    if (window2 && from >= window2.start && to2 <= window2.start + window2.bytes.length) return window2.bytes.subarray(from - window2.start, to2 - window2.start);
    const fd = openSync3(file, "r");
    try {
      const st2 = fstatSync3(fd);
      if (st2.size !== stamp.size || st2.mtimeMs !== stamp.mtimeMs) throw new HarnessError(`${file}: the cassette changed while it was being read \u2014 run again`);
      const want = Math.min(Math.max(WINDOW_BYTES, to2 - from), stamp.size - from);
      if (!spare || spare.length < want) spare = Buffer.allocUnsafe(Math.max(WINDOW_BYTES, want));
      const bytes = spare.subarray(0, want);
      let got = 0;
      while (got < bytes.length) {
        const n = readSync2(fd, bytes, got, bytes.length - got, from + got);
        if (n === 0) break;
        got += n;
      }
      window2 = { start: from, bytes: bytes.subarray(0, got) };
    } finally {
      closeSync3(fd);
    }
    return window2.bytes.subarray(0, to2 - from);
  };
  const line = (i) => {
    const literal2 = read(offsets[2 * i], offsets[2 * i + 1]).toString("utf8");
    try {
      return JSON.parse(literal2);
    } catch (e) {
      throw new HarnessError(`${file}: unreadable / invalid cassette JSON: events[${i}]: ${oneLine(e)}`);
    }
  };
  const indexOf = (p2) => {
    if (typeof p2 !== "string" || !/^(?:0|[1-9]\d*)$/.test(p2)) return void 0;
    const i = Number(p2);
    return i < count2 ? i : void 0;
  };
  const target = [];
  target.length = count2;
  return new Proxy(target, {
    get: (t2, p2, receiver) => {
      const i = indexOf(p2);
      return i === void 0 ? Reflect.get(t2, p2, receiver) : line(i);
    },
    has: (t2, p2) => indexOf(p2) !== void 0 || Reflect.has(t2, p2),
    getOwnPropertyDescriptor: (t2, p2) => {
      const i = indexOf(p2);
      return i === void 0 ? Reflect.getOwnPropertyDescriptor(t2, p2) : { value: line(i), writable: false, enumerable: true, configurable: true };
    },
    ownKeys: (t2) => [...Array.from({ length: count2 }, (_3, i) => String(i)), ...Reflect.ownKeys(t2)],
    set: () => false,
    defineProperty: () => false,
    deleteProperty: () => false
  });
}
async function scanFile(path, size2, mtimeMs) {
  const fh = await open(path, "r");
  try {
    const scan = new EventsScan();
    const chunk = Buffer.allocUnsafe(Math.min(SCAN_CHUNK_BYTES, Math.max(1, size2)));
    let pos = 0;
    for (; ; ) {
      const { bytesRead } = await fh.read(chunk, 0, chunk.length, pos);
      if (bytesRead === 0) break;
      pos += bytesRead;
      if (!scan.push(chunk.subarray(0, bytesRead))) return void 0;
    }
    const st2 = await fh.stat();
    if (pos !== size2 || st2.size !== size2 || st2.mtimeMs !== mtimeMs) return void 0;
    return scan.finish();
  } finally {
    await fh.close();
  }
}
async function readLargeCassette(path, maxBytes, minBytes = LARGE_CASSETTE_BYTES) {
  let st2;
  try {
    st2 = await stat4(path);
  } catch {
    return void 0;
  }
  if (!st2.isFile() || st2.size < minBytes || st2.size > maxBytes) return void 0;
  await holdYoungGeneration();
  let where;
  try {
    where = await scanFile(path, st2.size, st2.mtimeMs);
  } catch {
    return void 0;
  }
  if (!where) return void 0;
  let raw;
  try {
    raw = JSON.parse(Buffer.concat([where.before, Buffer.from(JSON.stringify(SENTINEL)), where.after]).toString("utf8"));
  } catch {
    return void 0;
  }
  if (raw === null || typeof raw !== "object" || Array.isArray(raw) || raw.events !== SENTINEL) return void 0;
  return { raw: { ...raw, events: [] }, events: fileBackedLines(path, where.offsets, { size: st2.size, mtimeMs: st2.mtimeMs }) };
}

// src/schema/zod-shapes.ts
var nonEmptyString = string2().check(_minLength(1));
var positiveInt = number2().check(int(), _positive());
var nonNegativeInt = number2().check(int(), _nonnegative());

// src/util/linear-glob.ts
var SLASH = 47;
function isLineTerminator(c3) {
  return c3 === 10 || c3 === 13 || c3 === 8232 || c3 === 8233;
}
function inClass(cls, c3) {
  return cls === "path" ? c3 !== SLASH : !isLineTerminator(c3);
}
function startSet(p2, text) {
  const n = text.length;
  const set = new Uint8Array(n + 1);
  set[0] = 1;
  if (p2.start === "any-depth") {
    for (let i = 0; i < n; i++) {
      const c3 = text.charCodeAt(i);
      if (isLineTerminator(c3)) break;
      if (c3 === SLASH) set[i + 1] = 1;
    }
  }
  return set;
}
function step(tok, cur, text) {
  const n = text.length;
  const next = new Uint8Array(n + 1);
  switch (tok.k) {
    case "lit":
      for (let i = 0; i < n; i++) if (cur[i] && text.charCodeAt(i) === tok.c) next[i + 1] = 1;
      break;
    case "one":
      for (let i = 0; i < n; i++) if (cur[i] && inClass(tok.cls, text.charCodeAt(i))) next[i + 1] = 1;
      break;
    case "star":
      for (let i = 0; i <= n; i++) {
        if (cur[i] || i > 0 && next[i - 1] && inClass(tok.cls, text.charCodeAt(i - 1))) next[i] = 1;
      }
      break;
    case "segs": {
      let open2 = false;
      for (let i = 0; i <= n; i++) {
        if (cur[i]) next[i] = 1;
        if (i === n) break;
        if (text.charCodeAt(i) === SLASH) {
          if (open2) next[i + 1] = 1;
          open2 = false;
        } else if (next[i]) open2 = true;
      }
      break;
    }
    case "tail":
      throw new Error("tail token must be last");
  }
  return next;
}
function tailAccepts(cur, text) {
  const n = text.length;
  if (cur[n]) return true;
  if (n === 0 || text.charCodeAt(n - 1) === SLASH) return false;
  let lastDouble = -1;
  for (let i = 0; i + 1 < n; i++) if (text.charCodeAt(i) === SLASH && text.charCodeAt(i + 1) === SLASH) lastDouble = i;
  for (let i = lastDouble + 1; i < n; i++) if (cur[i] && text.charCodeAt(i) !== SLASH) return true;
  return false;
}
function endAccepts(p2, cur, text) {
  const n = text.length;
  if (cur[n]) return true;
  if (p2.end === "exact") return false;
  let clean = true;
  for (let i = n - 1; i >= 0; i--) {
    const c3 = text.charCodeAt(i);
    if (c3 === SLASH && clean && cur[i]) return true;
    if (isLineTerminator(c3)) clean = false;
  }
  return false;
}
function run(p2, text) {
  let cur = startSet(p2, text);
  for (const tok of p2.tokens) {
    if (tok.k === "tail") return tailAccepts(cur, text);
    cur = step(tok, cur, text);
    if (!cur.includes(1)) return false;
  }
  return endAccepts(p2, cur, text);
}
function matcher(p2) {
  return { test: (text) => run(p2, String(text)) };
}
function ignoreGlobMatcher(body, anchored) {
  const tokens = [];
  for (let i = 0; i < body.length; i++) {
    const c3 = body[i];
    if (c3 === "*" && body[i + 1] === "*") {
      tokens.push({ k: "star", cls: "dot" });
      i++;
    } else if (c3 === "*") tokens.push({ k: "star", cls: "path" });
    else tokens.push({ k: "lit", c: body.charCodeAt(i) });
  }
  return matcher({ tokens, start: anchored ? "root" : "any-depth", end: "or-subpath" });
}

// src/scenario/match.ts
var regexCache = /* @__PURE__ */ new Map();
function compileRegex(pattern) {
  let hit = regexCache.get(pattern);
  if (!hit) {
    try {
      hit = { ok: true, re: boundedRegExp(pattern, "i") };
    } catch (e) {
      hit = { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
    regexCache.set(pattern, hit);
  }
  return hit;
}
var REGEXISH_GLOB = /\.\*|\.\+|[|()[\]+^${}]|\\[dwsb]/;

// src/scenario/assertion-schema.ts
var nonEmpty = nonEmptyString;
var regex = string2();
var nonEmptyRegex = nonEmptyString;
var onlyTrue = literal(true);
var count = nonNegativeInt;
var nonEmptyList = array(nonEmpty).check(_minLength(1));
var ToolGlob = string2().check(
  _minLength(1, "tool glob is empty \u2014 it would match no tool"),
  refine((g2) => !REGEXISH_GLOB.test(g2), {
    message: "tool glob looks like a regex \u2014 only * and ? are special"
  })
);
var SubagentOutputContains = strictObject({
  contains: string2(),
  match: optional(regex)
});
var SkillToolUsed = strictObject({ skill: regex, tool: regex });
var TaskStatus = strictObject({ match: regex, status: string2() });
var SubagentFileWrite = strictObject({
  path: optional(nonEmpty),
  path_suffix: optional(nonEmpty),
  tool: optional(ToolGlob)
}).check(
  refine((v2) => v2.path !== void 0 || v2.path_suffix !== void 0, {
    message: "subagent_file_write needs `path` or `path_suffix`"
  })
);
var SubagentDispatchHealthy = strictObject({
  type: optional(regex),
  delivered: optional(boolean2()),
  path: optional(nonEmpty),
  path_suffix: optional(nonEmpty),
  no_vm_paths: optional(boolean2())
});
var QuestionOptions = strictObject({
  when_question: optional(regex),
  equals: optional(array(string2())),
  contains: optional(array(string2())),
  order: optional(_enum(["exact", "any"]))
});
var PathDenied = strictObject({
  tool: optional(ToolGlob),
  path_matches: optional(regex),
  source: optional(_enum(["pretooluse", "can_use_tool", "permission_denied"])),
  agent_scope: optional(_enum(["main", "subagent", "any"]))
});
var ArtifactJson = strictObject({
  artifact: nonEmpty,
  path: optional(nonEmpty),
  equals: optional(unknown()),
  in: optional(array(unknown())),
  gt: optional(number2()),
  exists: optional(boolean2()),
  absent: optional(boolean2()),
  is_null: optional(boolean2())
});
var ArtifactText = strictObject({
  artifact: nonEmpty,
  contains: optional(nonEmptyList),
  not_contains: optional(nonEmptyList),
  matches: optional(nonEmptyRegex),
  not_matches: optional(nonEmptyRegex)
}).check(
  refine((v2) => v2.contains !== void 0 || v2.not_contains !== void 0 || v2.matches !== void 0 || v2.not_matches !== void 0, {
    message: "artifact_text needs at least one of contains, not_contains, matches, not_matches"
  })
);
var SemanticMatches = strictObject({
  rubric: nonEmptyList,
  min_pass: optional(union([literal("all"), positiveInt])),
  judge_model: optional(string2()),
  include_subagent_text: optional(boolean2())
});
var verdictModifiers = {
  allow_permissive_auto_allow: onlyTrue,
  allow_missing_capability: onlyTrue,
  allow_l0_plugin_divergence: onlyTrue,
  allow_stall: onlyTrue,
  allow_undelivered_deliverables: onlyTrue,
  allow_outputs_delete: onlyTrue,
  allow_delete_in: nonEmptyList
};
var alwaysContent = {
  transcript_contains: nonEmpty,
  transcript_not_contains: nonEmpty,
  transcript_matches: regex,
  transcript_not_matches: regex,
  tool_result_contains: nonEmpty,
  tool_result_not_contains: nonEmpty,
  tool_result_matches: nonEmptyRegex,
  tool_result_not_matches: nonEmptyRegex,
  tool_called: ToolGlob,
  tool_not_called: ToolGlob,
  subagent_tool_used: ToolGlob,
  subagent_tool_absent: ToolGlob,
  subagent_dispatched: regex,
  subagent_declared_but_unused: string2(),
  subagent_output_contains: SubagentOutputContains,
  dispatch_count_max: count,
  skill_triggered: regex,
  no_skill_triggered: regex,
  skill_available: regex,
  connector_available: regex,
  tool_available: regex,
  skill_tool_used: SkillToolUsed,
  max_cost_usd: number2().check(_positive()),
  max_tokens: positiveInt,
  tool_calls_max: count,
  tool_no_error: regex,
  tool_no_error_if_called: regex,
  max_tool_errors: count,
  max_redundant_tool_calls: count,
  max_turns: count,
  compaction_occurred: onlyTrue,
  all_tasks_completed: onlyTrue,
  task_count_min: positiveInt,
  task_status: TaskStatus,
  result: _enum(["success", "error"]),
  no_scratchpad_leak: onlyTrue,
  present_files_called: onlyTrue,
  no_vm_path_file_op: onlyTrue,
  subagent_file_write: SubagentFileWrite,
  subagent_dispatch_healthy: SubagentDispatchHealthy
};
var questionGate = {
  question_asked: regex,
  question_options: QuestionOptions,
  questions_count_max: count,
  gate_answers_delivered: boolean2(),
  gate_answer_count_min: count,
  hook_blocked: regex,
  no_hook_blocked: onlyTrue,
  vm_path_denied: onlyTrue,
  path_denied: PathDenied,
  no_path_denied: onlyTrue
};
var manifest = {
  file_exists: nonEmpty,
  artifact_text: ArtifactText,
  user_visible_artifact: string2(),
  artifact_json: ArtifactJson,
  computer_links_resolve: onlyTrue,
  computer_links_resolve_if_present: onlyTrue,
  no_unexpected_files: array(nonEmpty),
  input_unmodified: union([nonEmpty, nonEmptyList])
};
var liveOnly = {
  file_absent: nonEmpty,
  egress_denied: string2(),
  egress_allowed: string2(),
  no_delete_in_outputs: onlyTrue,
  no_delete_in_mounts: onlyTrue,
  self_heal_ran: boolean2(),
  transcript_no_host_path: onlyTrue,
  no_mcp_error: onlyTrue,
  max_peak_rss_bytes: positiveInt,
  semantic_matches: SemanticMatches,
  no_lost_write_back: onlyTrue
};
function optionalAll(shape) {
  const out = {};
  for (const [k2, v2] of Object.entries(shape)) out[k2] = optional(v2);
  return out;
}
var AssertionSchema = strictObject({
  ...optionalAll(alwaysContent),
  ...optionalAll(verdictModifiers),
  ...optionalAll(questionGate),
  ...optionalAll(manifest),
  ...optionalAll(liveOnly)
});
var VERDICT_MODIFIER_KEYS = Object.freeze(Object.keys(verdictModifiers));
var ALWAYS_CONTENT_KEYS = Object.freeze([...Object.keys(alwaysContent), ...VERDICT_MODIFIER_KEYS]);
var QUESTION_GATE_KEYS = Object.freeze(Object.keys(questionGate));
var MANIFEST_KEYS = Object.freeze(Object.keys(manifest));
var LIVE_ONLY_KEYS = Object.freeze(Object.keys(liveOnly));
var ASSERTION_KEYS = Object.freeze([...ALWAYS_CONTENT_KEYS, ...QUESTION_GATE_KEYS, ...MANIFEST_KEYS, ...LIVE_ONLY_KEYS]);
var TOOL_GLOB_KEYS = Object.freeze(["tool_called", "tool_not_called", "subagent_tool_used", "subagent_tool_absent"]);
function validateAssertion(item) {
  const parsed = AssertionSchema.safeParse(item);
  return parsed.success ? void 0 : formatZodError(parsed.error);
}
function validateParsedAssertion(item) {
  const key = JSON.stringify(item);
  const hit = parsedAssertionVerdicts.get(key);
  if (hit !== void 0) return hit === true ? void 0 : hit;
  const problem = validateAssertion(item);
  if (parsedAssertionVerdicts.size < 1e4) parsedAssertionVerdicts.set(key, problem ?? true);
  return problem;
}
var parsedAssertionVerdicts = /* @__PURE__ */ new Map();

// src/cassette/types.ts
var MIN_CASSETTE_VERSION = 9;
var CURRENT_CASSETTE_VERSION = 12;

// src/cassette/load.ts
function fail(path, message) {
  throw new HarnessError(`${path}: ${message}`);
}
var MAX_CASSETTE_BYTES_ENV = "COWORK_HARNESS_MAX_CASSETTE_BYTES";
var DEFAULT_MAX_CASSETTE_BYTES = 128 * 1024 * 1024;
function maxCassetteBytes(env = process.env) {
  const raw = env[MAX_CASSETTE_BYTES_ENV];
  const n = raw === void 0 || raw.trim() === "" ? NaN : Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : DEFAULT_MAX_CASSETTE_BYTES;
}
function unreadable(path, e) {
  const code = e.code;
  if (code === "ERR_STRING_TOO_LONG") fail(path, `too large to hold in memory as one string (Node's limit is about 512 MiB) \u2014 split the recording`);
  fail(path, code === "ENOENT" ? "path not found" : code === "EISDIR" ? "is a directory, not a cassette file" : `unreadable: ${oneLine(e)}`);
}
function refuseIrregular(path) {
  let st2;
  try {
    st2 = lstatSync2(path);
  } catch {
    return;
  }
  if (st2.isSymbolicLink() && escapesRepositoryRoot(repositoryRootOf(path), path))
    fail(path, "is a symbolic link to a file outside the repository \u2014 not read (a cassette must be a file inside the repository)");
  const target = st2.isSymbolicLink() ? statSync(path, { throwIfNoEntry: false }) : st2;
  if (target !== void 0 && !target.isFile() && !target.isDirectory()) fail(path, "is not a regular file (a FIFO, a device or a socket) \u2014 not read");
}
async function readCassetteText(path, env = process.env) {
  const limit = maxCassetteBytes(env);
  try {
    refuseIrregular(path);
    const st2 = await stat5(path);
    if (st2.isDirectory()) fail(path, "is a directory, not a cassette file");
    if (st2.size > limit) {
      fail(
        path,
        `cassette is ${st2.size} bytes, over the ${limit}-byte limit \u2014 refusing to load it (a replay needs about 1.5\xD7 the file size in memory; raise the limit with ${MAX_CASSETTE_BYTES_ENV}=<bytes> if the machine has it)`
      );
    }
    return await readFile(path, "utf8");
  } catch (e) {
    if (e instanceof HarnessError) throw e;
    unreadable(path, e);
  }
}
async function loadCassetteFile(path) {
  const small = readSmallCassetteText(path);
  if (small !== void 0) return parseCassetteText(small, path);
  refuseIrregular(path);
  const large = await readLargeCassette(path, maxCassetteBytes());
  if (large) return checkCassette(large.raw, path, large.events);
  return parseCassetteText(await readCassetteText(path), path);
}
function readSmallCassetteText(path) {
  let size2;
  try {
    const st2 = lstatSync2(path);
    if (!st2.isFile()) return void 0;
    size2 = st2.size;
  } catch {
    return void 0;
  }
  if (size2 >= LARGE_CASSETTE_BYTES || size2 > maxCassetteBytes()) return void 0;
  try {
    return readFileSync(path, "utf8");
  } catch {
    return void 0;
  }
}
function parseCassetteText(text, path) {
  let raw;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    fail(path, `unreadable / invalid cassette JSON: ${oneLine(e)}`);
  }
  return checkCassette(raw, path);
}
function checkCassette(raw, path, events) {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    fail(path, "invalid cassette shape: the file is JSON but not a cassette object");
  }
  if (nestsDeeperThan(raw)) fail(path, `invalid cassette shape: JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  const schemaErrors = validateCassette(raw);
  if (schemaErrors.length > 0) fail(path, `invalid cassette shape: ${schemaErrors.slice(0, 3).join("; ")}`);
  const shape = parseCassetteShape(raw);
  if (!shape.ok) fail(path, `invalid cassette shape: ${shape.error}`);
  const cassette = shape.cassette;
  if (events) cassette.events = events;
  if (!Array.isArray(cassette.scenario.assert)) cassette.scenario.assert = [];
  const version2 = cassette.cassetteVersion ?? 0;
  if (version2 < MIN_CASSETTE_VERSION) {
    fail(path, `cassette recorded at v${version2} is older than the minimum supported version v${MIN_CASSETTE_VERSION} \u2014 re-record this cassette`);
  }
  const fp = cassette.fingerprint;
  if (fp) {
    if (version2 === CURRENT_CASSETTE_VERSION && fp.hashFormat !== "jcs1") {
      fail(
        path,
        `cassetteVersion ${version2} requires fingerprint.hashFormat "jcs1" (found ${JSON.stringify(fp.hashFormat)}) \u2014 the stamp and the digest disagree`
      );
    }
    if (version2 < CURRENT_CASSETTE_VERSION && fp.hashFormat !== void 0) {
      fail(
        path,
        `cassetteVersion ${version2} must not carry fingerprint.hashFormat (found ${JSON.stringify(fp.hashFormat)}) \u2014 the stamp and the digest disagree`
      );
    }
  }
  const warnings = [];
  const problems = [];
  cassette.scenario.assert.forEach((item, i) => {
    const problem = validateParsedAssertion(item);
    if (problem) problems.push(`scenario.assert[${i}]: ${problem}`);
  });
  if (problems.length > 0) {
    if (version2 <= CURRENT_CASSETTE_VERSION) {
      fail(
        path,
        `cassette (v${version2} \u2264 current v${CURRENT_CASSETTE_VERSION}) contains unrecognized assertion(s) \u2014 they would silently drop from replay: ${problems.join("; ")}`
      );
    }
    for (const p2 of problems) warnings.push(`[cassette] unrecognized assertion (tolerated \u2014 cassette v${version2} is newer than this build): ${p2}`);
  }
  return { path, cassette, warnings };
}

// src/staleness/checks/scenario-fields.ts
var import_yaml2 = __toESM(require_dist3(), 1);

// src/protocol/canon.ts
function canonicalJson(x3) {
  if (x3 === null || typeof x3 !== "object") {
    const leaf = JSON.stringify(x3);
    return leaf === void 0 ? "null" : leaf;
  }
  if (Array.isArray(x3)) {
    let out2 = "[";
    for (let i = 0; i < x3.length; i++) {
      if (i > 0) out2 += ",";
      if (i in x3) out2 += canonicalJson(x3[i]);
    }
    return out2 + "]";
  }
  const obj = x3;
  let out = "{";
  let first = true;
  for (const key of Object.keys(obj).sort()) {
    const v2 = obj[key];
    if (v2 === void 0) continue;
    out += (first ? "" : ",") + JSON.stringify(key) + ":" + canonicalJson(v2);
    first = false;
  }
  return out + "}";
}
var isEnumerableOwn = (o2, k2) => Object.prototype.propertyIsEnumerable.call(o2, k2);
function leafText(x3) {
  return JSON.stringify(x3) ?? "null";
}
function canonicallyEqual(a, b3) {
  const aLeaf = a === null || typeof a !== "object";
  const bLeaf = b3 === null || typeof b3 !== "object";
  if (aLeaf || bLeaf) {
    if (!(aLeaf && bLeaf)) return false;
    if (typeof a === "string" && typeof b3 === "string") return a === b3;
    if (typeof a === "boolean" && typeof b3 === "boolean") return a === b3;
    return leafText(a) === leafText(b3);
  }
  const aArray = Array.isArray(a);
  if (aArray !== Array.isArray(b3)) return false;
  if (aArray) {
    const x4 = a;
    const y3 = b3;
    for (let i = 0; i < x4.length; i++) if (!(i in x4)) return canonicalJson(a) === canonicalJson(b3);
    for (let i = 0; i < y3.length; i++) if (!(i in y3)) return canonicalJson(a) === canonicalJson(b3);
    if (x4.length !== y3.length) return false;
    for (let i = 0; i < x4.length; i++) if (!canonicallyEqual(x4[i], y3[i])) return false;
    return true;
  }
  const x3 = a;
  const y2 = b3;
  let defined = 0;
  for (const k2 of Object.keys(x3)) {
    const v2 = x3[k2];
    if (v2 === void 0) continue;
    defined++;
    if (!isEnumerableOwn(y2, k2)) return false;
    const w2 = y2[k2];
    if (w2 === void 0 || !canonicallyEqual(v2, w2)) return false;
  }
  let others = 0;
  for (const k2 of Object.keys(y2)) if (y2[k2] !== void 0) others++;
  return others === defined;
}

// src/scenario/model.ts
var FIDELITY_TIERS = ["protocol", "container", "microvm", "hostloop", "cowork"];
var AnswerRuleSchema = strictObject({
  when_question: optional(string2()),
  choose: optional(union([string2(), array(string2())])),
  answer: optional(string2()),
  when_tool: optional(string2()),
  decide: optional(_enum(["allow", "deny"])),
  allow_if: optional(string2()),
  else: optional(_enum(["allow", "deny"])),
  grant: optional(_enum(["once", "domain"]))
}).check(
  superRefine((rule, ctx) => {
    const fail3 = (message) => {
      ctx.addIssue({ code: "custom", message });
    };
    const isQuestion = rule.when_question !== void 0;
    const isTool = rule.when_tool !== void 0;
    if (!isQuestion && !isTool) {
      fail3("answer rule needs a matcher: when_question or when_tool");
      return;
    }
    if (isQuestion && isTool) fail3("answer rule sets both when_question and when_tool \u2014 use one matcher per rule");
    if (isQuestion && rule.choose === void 0 === (rule.answer === void 0)) {
      fail3("a when_question rule needs exactly one of choose or answer");
    }
    if (isTool && rule.decide === void 0 === (rule.allow_if === void 0)) {
      fail3("a when_tool rule needs exactly one of decide or allow_if");
    }
    if (rule.grant !== void 0) {
      if (!isTool || !rule.when_tool.startsWith("webfetch:")) {
        fail3('grant is only valid on a when_tool: "webfetch:<domain>" rule');
      } else if (rule.decide === "deny") {
        fail3("grant has no effect on a decide: deny rule");
      }
    }
  })
);
var ScenarioObjectSchema = strictObject({
  name: _default(string2(), ""),
  baseline: _default(string2(), "latest"),
  session: _default(string2(), "(inline)"),
  fidelity: _default(_enum(FIDELITY_TIERS), "container"),
  execution: _default(_enum(["local", "cloud-describe"]), "local"),
  lane: _default(_enum(["local", "remote"]), "local"),
  prompt: string2(),
  timeout_ms: optional(positiveInt),
  /** our extension: a scripted-model YAML (relative to this file) that a live run answers from, with no token */
  model_script: optional(nonEmptyString),
  answers: _default(array(AnswerRuleSchema), []),
  on_unanswered: optional(_enum(["fail", "prompt", "llm", "first"])),
  expect_denied: _default(array(string2()), []),
  assert: _default(array(AssertionSchema), []),
  skills: _default(array(string2()), []),
  requires_capabilities: _default(array(string2()), []),
  allow_host_writes: optional(boolean2())
});
var ScenarioSchema = ScenarioObjectSchema.check(
  superRefine((s, ctx) => {
    const deniesOutputsDelete = s.assert.some((a) => a.no_delete_in_outputs !== void 0);
    if (!deniesOutputsDelete) return;
    if (s.assert.some((a) => a.allow_outputs_delete !== void 0)) {
      ctx.addIssue({
        code: "custom",
        path: ["assert"],
        message: "no_delete_in_outputs and allow_outputs_delete contradict each other \u2014 keep one"
      });
    }
    if (s.assert.some((a) => a.allow_delete_in?.includes("outputs"))) {
      ctx.addIssue({
        code: "custom",
        path: ["assert"],
        message: 'no_delete_in_outputs contradicts allow_delete_in listing "outputs" \u2014 keep one'
      });
    }
  })
);
var SCENARIO_KEYS = Object.freeze(Object.keys(ScenarioObjectSchema.shape));
var RECORDING_SHAPING_FIELDS = ["prompt", "baseline", "fidelity", "lane", "answers", "skills", "requires_capabilities"];

// src/scenario/shaping-drift.ts
var DEFAULTS = {
  prompt: "",
  baseline: "latest",
  fidelity: "container",
  lane: "local",
  answers: [],
  skills: [],
  requires_capabilities: []
};
function driftedFields(frozen, onDisk) {
  return RECORDING_SHAPING_FIELDS.filter((f3) => !canonicallyEqual(frozen[f3] ?? DEFAULTS[f3], onDisk[f3] ?? DEFAULTS[f3]));
}

// src/staleness/checks/scenario-fields.ts
init_errors();

// src/schema/first-difference.ts
import { readFileSync as readFileSync2 } from "node:fs";

// src/schema/yaml-source.ts
var import_yaml = __toESM(require_dist3(), 1);
init_errors();
function parseYamlWithPositions(text) {
  const lines = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
  const first = doc.errors[0];
  if (first) {
    const line = lines.linePos(first.pos[0]).line;
    const what = first.code === "DUPLICATE_KEY" ? "duplicate key" : first.message.split("\n")[0];
    return { ok: false, error: `invalid YAML: ${what}`, line };
  }
  let value;
  try {
    value = doc.toJS();
  } catch (e) {
    return { ok: false, error: `invalid YAML: ${oneLine(e)}` };
  }
  if (nestsDeeperThan(value)) return { ok: false, error: `invalid YAML: nested deeper than ${MAX_JSON_DEPTH} levels` };
  return { ok: true, source: { doc, lines }, value };
}
function nodeLine(source, node) {
  const range = node?.range;
  return range ? source.lines.linePos(range[0]).line : void 0;
}
function keyText(key) {
  if ((0, import_yaml.isScalar)(key)) return String(key.value);
  return void 0;
}
function lineOfPath(source, path, extraKey) {
  let node = source.doc.contents;
  let line = nodeLine(source, node);
  const steps = extraKey === void 0 ? [...path] : [...path, extraKey];
  for (const step2 of steps) {
    if ((0, import_yaml.isMap)(node)) {
      const pair = node.items.find((p2) => (0, import_yaml.isPair)(p2) && keyText(p2.key) === String(step2));
      if (!pair) break;
      line = nodeLine(source, pair.key) ?? line;
      node = pair.value;
    } else if ((0, import_yaml.isSeq)(node) && typeof step2 === "number") {
      const item = node.items[step2];
      if (item === void 0) break;
      line = nodeLine(source, item) ?? line;
      node = item;
    } else {
      break;
    }
  }
  return line;
}
function hasPath(source, path) {
  let node = source.doc.contents;
  for (const step2 of path) {
    if ((0, import_yaml.isMap)(node)) {
      const pair = node.items.find((p2) => (0, import_yaml.isPair)(p2) && keyText(p2.key) === String(step2));
      if (!pair) return false;
      node = pair.value;
    } else if ((0, import_yaml.isSeq)(node) && typeof step2 === "number") {
      const item = node.items[step2];
      if (item === void 0) return false;
      node = item;
    } else {
      return false;
    }
  }
  return true;
}
function topLevelKeyLines(source) {
  const out = {};
  const root = source.doc.contents;
  if (!(0, import_yaml.isMap)(root)) return out;
  for (const pair of root.items) {
    const k2 = keyText(pair.key);
    const line = nodeLine(source, pair.key);
    if (k2 !== void 0 && line !== void 0) out[k2] = line;
  }
  return out;
}
function sequenceItemLines(source, key) {
  const root = source.doc.contents;
  if (!(0, import_yaml.isMap)(root)) return [];
  const pair = root.items.find((p2) => keyText(p2.key) === key);
  const seq = pair?.value;
  if (!(0, import_yaml.isSeq)(seq)) return [];
  return seq.items.map((item) => nodeLine(source, item) ?? nodeLine(source, seq) ?? 1);
}

// src/schema/first-difference.ts
var same = (a, b3) => canonicalJson(a) === canonicalJson(b3);
var isObject2 = (v2) => v2 !== null && typeof v2 === "object" && !Array.isArray(v2);
function firstDifference(recorded, current2) {
  if (Array.isArray(recorded) && Array.isArray(current2)) {
    for (let i = 0; i < current2.length; i++) {
      if (i >= recorded.length || !same(recorded[i], current2[i])) return [i, ...i < recorded.length ? firstDifference(recorded[i], current2[i]) : []];
    }
    return current2.length > 0 ? [current2.length - 1] : [];
  }
  if (isObject2(recorded) && isObject2(current2)) {
    for (const [k2, v2] of Object.entries(current2)) if (!same(recorded[k2], v2)) return [k2, ...k2 in recorded ? firstDifference(recorded[k2], v2) : []];
    return [];
  }
  return [];
}
function lineOfFirstDifference(file, key, recorded, current2) {
  try {
    const parsed = parseYamlWithPositions(readFileSync2(file, "utf8"));
    return parsed.ok ? lineOfPath(parsed.source, [key, ...firstDifference(recorded, current2)]) : void 0;
  } catch {
    return void 0;
  }
}

// src/staleness/checks/context.ts
init_run_scope();
import { dirname as dirname7, resolve as resolve8 } from "node:path";

// src/scenario/load.ts
init_errors();
import { basename as basename2, extname } from "node:path";

// src/schema/located-issues.ts
function withLine(what, line) {
  return line !== void 0 ? `${what} (line ${line})` : what;
}
function describeIssues(source, issues) {
  return locateIssues(source, issues).text;
}
function locateIssues(source, issues) {
  const located = issues.map((issue2) => {
    if (issue2.code === "invalid_type" && issue2.path.length > 0 && !hasPath(source, issue2.path)) {
      return { issue: issue2, line: void 0, text: `${formatIssuePath(issue2.path)}: missing (a required key)` };
    }
    const extra = issue2.code === "unrecognized_keys" ? issue2.keys[0] : void 0;
    return { issue: issue2, line: lineOfPath(source, issue2.path, extra), text: formatIssue(issue2) };
  }).sort((a, b3) => (a.line ?? 0) - (b3.line ?? 0));
  const text = located.map(({ text: text2, line: line2 }) => withLine(text2, line2)).join("; ");
  const line = located.find((l3) => l3.line !== void 0)?.line;
  return { text, ...line !== void 0 ? { line } : {} };
}

// src/util/edit-distance.ts
function editDistance(a, b3) {
  let previous = Array.from({ length: b3.length + 1 }, (_3, j3) => j3);
  for (let i = 1; i <= a.length; i++) {
    const current2 = [i];
    for (let j3 = 1; j3 <= b3.length; j3++) {
      const substitute = previous[j3 - 1] + (a[i - 1] === b3[j3 - 1] ? 0 : 1);
      current2.push(Math.min(previous[j3] + 1, current2[j3 - 1] + 1, substitute));
    }
    previous = current2;
  }
  return previous[b3.length];
}
function closestMatch(word, candidates) {
  const budget = Math.max(2, Math.floor(word.length / 3));
  let best;
  for (const candidate of candidates) {
    if (candidate === word) return candidate;
    const distance = editDistance(word, candidate);
    const prefix = Math.min(word.length, candidate.length) >= 4 && (candidate.startsWith(word) || word.startsWith(candidate));
    if (distance > budget && !prefix) continue;
    if (best === void 0 || distance < best.distance) best = { candidate, distance };
  }
  return best?.candidate;
}

// src/scenario/unknown-key-hints.ts
function objectKeysAt(schema, path) {
  let node = schema;
  const steps = [...path];
  for (; ; ) {
    const def = node._zod.def;
    if (def.type === "optional" || def.type === "default" || def.type === "nullable") {
      node = def.innerType;
    } else if (def.type === "array" && typeof steps[0] === "number") {
      steps.shift();
      node = def.element;
    } else if (def.type === "object") {
      const shape = def.shape;
      if (steps.length === 0) return Object.keys(shape);
      const next = shape[String(steps.shift())];
      if (next === void 0) return void 0;
      node = next;
    } else {
      return void 0;
    }
  }
}
function withKeySuggestions(schema, issues) {
  return issues.flatMap((issue2) => {
    if (issue2.code !== "unrecognized_keys") return [issue2];
    const known = objectKeysAt(schema, issue2.path) ?? [];
    const hinted = [];
    const rest = [];
    for (const key of issue2.keys) {
      const near = closestMatch(key, known);
      if (near === void 0) rest.push(key);
      else hinted.push({ code: "custom", path: [...issue2.path, key], message: `unknown key \u2014 did you mean "${near}"?`, input: void 0 });
    }
    return rest.length > 0 ? [...hinted, { ...issue2, keys: rest }] : hinted;
  });
}

// src/scenario/model-script-ref.ts
init_errors();
var MODEL_SCRIPT_DIRECTIVE = /^#[ \t]*cowork-harness[ \t]+model_script[ \t]*:[ \t]*(.*?)[ \t]*$/;
function unquote(s) {
  const q3 = s[0];
  return (q3 === '"' || q3 === "'") && s.length >= 2 && s.endsWith(q3) ? s.slice(1, -1) : s;
}
function directives(text) {
  const out = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const m2 = MODEL_SCRIPT_DIRECTIVE.exec(raw);
    if (m2) out.push({ path: unquote(m2[1] ?? ""), line: i + 1 });
  });
  return out;
}
function findModelScriptRef(text, file, keyValue, keyLine) {
  const found = directives(text);
  const at3 = (line) => line !== void 0 ? ` (line ${line})` : "";
  if (found.length > 1) {
    throw new HarnessError(`${file}: the model_script directive is given ${found.length} times \u2014 keep one${at3(found[1].line)}`);
  }
  const directive = found[0];
  if (directive && directive.path === "") {
    throw new HarnessError(`${file}: the model_script directive names no file${at3(directive.line)}`);
  }
  if (directive && keyValue !== void 0 && keyValue !== directive.path) {
    throw new HarnessError(`${file}: model_script: ${keyValue} contradicts the directive "${directive.path}" \u2014 keep the directive, drop the key${at3(keyLine)}`);
  }
  if (directive) return { path: directive.path, line: directive.line, form: "directive" };
  if (keyValue !== void 0) return { path: keyValue, line: keyLine, form: "key" };
  return void 0;
}

// src/util/clone-plain.ts
function clonePlain(value) {
  return copy(value);
}
function copy(v2) {
  if (v2 === null || typeof v2 !== "object") return v2;
  if (Array.isArray(v2)) {
    if (Object.getPrototypeOf(v2) !== Array.prototype) return structuredClone(v2);
    const out2 = new Array(v2.length);
    for (let i = 0; i < v2.length; i++) out2[i] = copy(v2[i]);
    return out2;
  }
  const proto = Object.getPrototypeOf(v2);
  if (proto !== Object.prototype && proto !== null) return structuredClone(v2);
  const out = proto === null ? /* @__PURE__ */ Object.create(null) : {};
  for (const k2 of Object.keys(v2)) out[k2] = copy(v2[k2]);
  return out;
}

// src/util/file-signature.ts
import { statSync as statSync2 } from "node:fs";
function fileSignature(path) {
  try {
    const st2 = statSync2(path, { throwIfNoEntry: false });
    return st2?.isFile() ? `${st2.dev}:${st2.ino}:${st2.size}:${st2.mtimeMs}:${st2.ctimeMs}` : void 0;
  } catch {
    return void 0;
  }
}

// src/util/parsed-files.ts
var ParsedFiles = class {
  /**
   * `parse` turns a file's text into its value (throwing what the loader throws); `unreadable`
   * is the error for a file that cannot be read.
   */
  constructor(parse3, unreadable2) {
    this.parse = parse3;
    this.unreadable = unreadable2;
  }
  parse;
  unreadable;
  entries = /* @__PURE__ */ new Map();
  /** A copy of `path` parsed; throws `unreadable`'s error, or the parse's. */
  load(path) {
    const signature = fileSignature(path);
    let hit = this.entries.get(path);
    if (signature === void 0 || hit?.signature !== signature) {
      let text;
      try {
        text = readRegularText(path);
      } catch (e) {
        throw this.unreadable(path, e.code);
      }
      if (hit?.text !== text) {
        try {
          hit = { text, loaded: this.parse(text, path) };
        } catch (e) {
          hit = { text, error: e };
        }
      }
      hit = { ...hit, signature };
      this.entries.set(path, hit);
    }
    return copyOf(hit);
  }
  /**
   * A copy of `text` parsed as the file at `path` would be: the answer `load` remembered when the
   * file held this text (a linter given the text a gate run already loaded), else parsed afresh.
   */
  parsedText(path, text) {
    const hit = this.entries.get(path);
    return hit?.text === text ? copyOf(hit) : this.parse(text, path);
  }
};
function copyOf(hit) {
  if (hit.loaded === void 0) throw hit.error;
  return clonePlain(hit.loaded);
}

// src/scenario/load.ts
var SYNTHESIZED_KEY = "replay_protocol_fidelity";
function fail2(path, what, line) {
  throw new HarnessError(`${path}: ${withLine(what, line)}`);
}
function checkAuthoringRules(path, source, authored) {
  const assertList = authored["assert"];
  if (Array.isArray(assertList)) {
    assertList.forEach((item, i) => {
      if (item && typeof item === "object" && SYNTHESIZED_KEY in item) {
        fail2(
          path,
          `assert[${i}].${SYNTHESIZED_KEY}: replay synthesizes this check \u2014 it cannot be authored`,
          lineOfPath(source, ["assert", i, SYNTHESIZED_KEY])
        );
      }
    });
  }
}
function checkLoadRules(path, source, scenario) {
  if (scenario.execution === "cloud-describe") {
    fail2(path, "execution: cloud-describe is reserved \u2014 no runner exists for it", lineOfPath(source, ["execution"]));
  }
  scenario.answers.forEach((rule, i) => {
    if (rule.when_question === void 0) return;
    const compiled = compileRegex(rule.when_question);
    if (!compiled.ok) {
      fail2(path, `answers[${i}].when_question: bad regex "${rule.when_question}": ${compiled.error}`, lineOfPath(source, ["answers", i, "when_question"]));
    }
  });
}
function defaultName(path) {
  const base = basename2(path);
  return base.slice(0, base.length - extname(base).length);
}
function loadScenarioText(text, path) {
  const parsed = parseYamlWithPositions(text);
  if (!parsed.ok) fail2(path, parsed.error, parsed.line);
  const { source, value } = parsed;
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    fail2(path, "a scenario must be a YAML mapping of keys (prompt, assert, \u2026)", value === null ? void 0 : 1);
  }
  const authored = value;
  checkAuthoringRules(path, source, authored);
  const result = ScenarioSchema.safeParse(authored);
  if (!result.success) {
    throw new HarnessError(`${path}: ${describeIssues(source, withKeySuggestions(ScenarioObjectSchema, result.error.issues))}`);
  }
  const scenario = result.data;
  if (scenario.name === "") scenario.name = defaultName(path);
  checkLoadRules(path, source, scenario);
  const keyLines = topLevelKeyLines(source);
  const modelScript = findModelScriptRef(text, path, scenario.model_script, keyLines["model_script"]);
  return {
    path,
    scenario,
    authored,
    assertLines: sequenceItemLines(source, "assert"),
    keyLines,
    ...modelScript ? { modelScript } : {}
  };
}
var parsedScenarios = new ParsedFiles(
  loadScenarioText,
  (path, code) => new HarnessError(`${path}: cannot read scenario file${code ? ` (${code})` : ""}`)
);
async function loadScenarioFile(path) {
  return parsedScenarios.load(path);
}

// src/scenario/source.ts
import { existsSync as existsSync4, statSync as statSync3 } from "node:fs";
import { dirname as dirname3, isAbsolute as isAbsolute2, join as join5 } from "node:path";
function isFile(p2) {
  try {
    return statSync3(p2).isFile();
  } catch {
    return false;
  }
}
function slugForName(name) {
  return name.toLowerCase().replace(/[^a-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "");
}
function resolveScenarioSource(cassettePath, cassette, root = repositoryRootOf(cassettePath)) {
  const dir = dirname3(cassettePath);
  let persistedMissing;
  let persistedOutside;
  const persisted = cassette.scenarioSource;
  if (typeof persisted === "string" && persisted !== "" && !persisted.includes("\0")) {
    const p2 = isAbsolute2(persisted) ? persisted : join5(dir, persisted);
    if (escapesRepositoryRoot(root, p2)) persistedOutside = persisted;
    else if (isFile(p2)) return { path: p2, via: "persisted" };
    persistedMissing = persisted;
  }
  const extra = { ...persistedMissing ? { persistedMissing } : {}, ...persistedOutside ? { persistedOutside } : {} };
  const name = typeof cassette.scenario.name === "string" ? slugForName(cassette.scenario.name) : "";
  if (name !== "") {
    for (const candidate of [`../scenarios/${name}.yaml`, `../scenarios/${name}.yml`, `./${name}.yaml`, `./${name}.yml`]) {
      const p2 = join5(dir, candidate);
      if (!escapesRepositoryRoot(root, p2) && existsSync4(p2) && isFile(p2)) return { path: p2, via: "name-lookup", ...extra };
    }
  }
  return { via: "none", ...extra };
}

// src/scenario/on-disk-scenario.ts
init_errors();
function lineOf(message) {
  const m2 = /\(line (\d+)\)\s*$/.exec(message);
  return m2 ? Number(m2[1]) : void 0;
}
async function loadScenarioAt(path, via) {
  try {
    return { status: "loaded", path, via, loaded: await loadScenarioFile(path) };
  } catch (e) {
    const message = oneLine(e);
    const line = lineOf(message);
    return { status: "invalid", path, via, message, ...line !== void 0 ? { line } : {} };
  }
}
async function findOnDiskScenario(cassette, cassettePath, root) {
  const source = resolveScenarioSource(cassettePath, cassette, root);
  if (!source.path) return { status: "none", source };
  return { ...await loadScenarioAt(source.path, source.via), source };
}

// src/staleness/cassette-session.ts
import { existsSync as existsSync5 } from "node:fs";

// src/fingerprint/tree-fingerprint.ts
import { resolve as resolve4 } from "node:path";

// src/fingerprint/file-digest.ts
import { createHash } from "node:crypto";
import { closeSync as closeSync4, lstatSync as lstatSync3, readSync as readSync3 } from "node:fs";
init_errors();

// src/fingerprint/jcs.ts
var JcsCanonicalizationError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "JcsCanonicalizationError";
  }
};
var byCodeUnits2 = (a, b3) => a < b3 ? -1 : a > b3 ? 1 : 0;
function jcsSerialize(value) {
  if (value === null) return "null";
  switch (typeof value) {
    case "boolean":
      return value ? "true" : "false";
    case "string":
      return JSON.stringify(value);
    case "number":
      if (!Number.isFinite(value)) throw new JcsCanonicalizationError(`non-finite number ${String(value)} cannot be canonicalized`);
      return JSON.stringify(value);
    case "object": {
      if (Array.isArray(value)) return `[${value.map(jcsSerialize).join(",")}]`;
      const record = value;
      const members2 = Object.keys(record).sort(byCodeUnits2).map((key) => `${JSON.stringify(key)}:${jcsSerialize(record[key])}`);
      return `{${members2.join(",")}}`;
    }
    default:
      throw new JcsCanonicalizationError(`a ${typeof value} value is not JSON`);
  }
}

// src/fingerprint/manifest-transform.ts
function isManifestPath(rel) {
  return rel.endsWith(".claude-plugin/plugin.json") || rel === "plugin.json";
}
function legacyManifestContent(bytes) {
  try {
    const manifest2 = JSON.parse(bytes.toString("utf8"));
    delete manifest2.version;
    return JSON.stringify(manifest2);
  } catch {
    return bytes;
  }
}
function jcs1ManifestContent(bytes) {
  let value;
  try {
    value = JSON.parse(bytes.toString("utf8"));
  } catch {
    return bytes;
  }
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    delete value.version;
  }
  return jcsSerialize(value);
}

// src/fingerprint/file-digest.ts
var CHUNK_BYTES = 256 * 1024;
var sha256Hex = (data) => createHash("sha256").update(data).digest("hex");
function manifestDigests(bytes) {
  return { legacy: sha256Hex(legacyManifestContent(bytes)), jcs1: sha256Hex(jcs1ManifestContent(bytes)) };
}
function streamSha256(abs, buffer, noFollow) {
  const hash = createHash("sha256");
  const fd = openRegularFile(abs, { noFollow });
  try {
    for (; ; ) {
      const bytesRead = readSync3(fd, buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      hash.update(buffer.subarray(0, bytesRead));
    }
  } finally {
    closeSync4(fd);
  }
  return hash.digest("hex");
}
var sharedBuffer;
function digestFile(abs, rel) {
  if (isManifestPath(rel)) return manifestDigests(readRegularFile(abs, MAX_TEXT_FILE_BYTES, { noFollow: true }));
  sharedBuffer ??= Buffer.allocUnsafe(CHUNK_BYTES);
  const sha = streamSha256(abs, sharedBuffer, true);
  return { legacy: sha, jcs1: sha };
}
function digestCacheKey(abs, rel) {
  const st2 = lstatSync3(abs, { bigint: true });
  return [abs, isManifestPath(rel) ? "m" : "f", st2.size, st2.mtimeNs, st2.ctimeNs, st2.ino].join("\0");
}
function blobCacheKey(blob, rel) {
  return `git:${isManifestPath(rel) ? "m" : "f"}:${blob}`;
}
function digestFiles(requests, opts) {
  return requests.map((req) => {
    const memoKey = `${isManifestPath(req.rel) ? "m" : "f"}\0${req.abs}`;
    let outcome = opts.memo.get(memoKey);
    if (!outcome) {
      outcome = digestOne(req, opts.cache);
      opts.memo.set(memoKey, outcome);
    }
    return outcome;
  });
}
function digestOne(req, cache) {
  try {
    if (!cache) return { ok: true, digests: digestFile(req.abs, req.rel) };
    const key = req.blob !== void 0 ? blobCacheKey(req.blob, req.rel) : digestCacheKey(req.abs, req.rel);
    const hit = cache.get(key);
    if (hit) return { ok: true, digests: hit };
    const digests = digestFile(req.abs, req.rel);
    cache.set(key, digests);
    return { ok: true, digests };
  } catch (e) {
    const what = e instanceof Error && e.name === "JcsCanonicalizationError" ? "cannot canonicalize manifest" : "cannot read file";
    return { ok: false, error: `${what} ${req.abs}: ${oneLine(e)}` };
  }
}

// src/fingerprint/fold.ts
import { createHash as createHash2 } from "node:crypto";

// src/fingerprint/types.ts
var FILE_SIGS_CAP = 2e3;

// src/fingerprint/fold.ts
var byCodeUnits3 = (a, b3) => a < b3 ? -1 : a > b3 ? 1 : 0;
function foldSkillHash(walk, format) {
  const h3 = createHash2("sha256");
  for (const e of walk) {
    if (e.kind === "dir") h3.update(`D:${e.path}\0`);
    else if (e.kind === "link") h3.update(`L:${e.path}\0${e.target}\0`);
    else {
      h3.update(`F:${e.path}\0`);
      h3.update(e[format]);
    }
  }
  return h3.digest("hex");
}
function contentSigAlgo5(walk) {
  if (walk.length === 0) return void 0;
  const rendered = walk.map((e) => e.kind === "dir" ? `D:${e.path}\0` : e.kind === "link" ? `L:${e.path}\0lnk:${e.target}` : `F:${e.path}\0${e.jcs1}`);
  rendered.sort();
  return createHash2("sha256").update(rendered.join("\0")).digest("hex");
}
function wireEntries(walk, format) {
  const out = [];
  for (const e of walk) {
    if (e.kind === "file") out.push([e.path, e[format]]);
    else if (e.kind === "link") out.push([e.path, `lnk:${e.target}`]);
  }
  return out.sort((a, b3) => byCodeUnits3(a[0], b3[0]));
}
function contentSigAlgo4(walk) {
  const wire = wireEntries(walk, "legacy");
  if (wire.length === 0) return void 0;
  const rendered = wire.map(([path, sha]) => sha.startsWith("lnk:") ? `L:${path}\0${sha}` : `F:${path}\0${sha}`);
  return createHash2("sha256").update(rendered.join("\0")).digest("hex");
}
function fileSigsOf(walk, format) {
  const wire = wireEntries(walk, format);
  return wire.length > FILE_SIGS_CAP ? { fileSigsOmitted: true } : { fileSigs: wire };
}

// src/fingerprint/tree-fingerprint.ts
init_git_file_set();
init_git_repo_index();
init_run_scope();

// src/fingerprint/ignore-globs.ts
import { join as join6 } from "node:path";
var HASH_IGNORE_FILE = ".cowork-hashignore";
function compileIgnoreGlob(raw) {
  let p2 = raw.trim();
  if (p2 === "" || p2.startsWith("#")) return null;
  p2 = p2.replace(/\/+$/, "");
  if (p2.startsWith("/**/")) p2 = p2.slice(1);
  const leadGlob = p2.startsWith("**/");
  if (leadGlob) p2 = p2.slice(3);
  const leadSlash = p2.startsWith("/");
  if (leadSlash) p2 = p2.slice(1);
  if (p2 === "") return null;
  const anchored = (leadSlash || p2.includes("/")) && !leadGlob;
  return ignoreGlobMatcher(p2, anchored);
}
async function readRootHashIgnore(root) {
  let text;
  try {
    text = readRegularText(join6(root, HASH_IGNORE_FILE));
  } catch {
    return [];
  }
  return text.split("\n").map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("#"));
}
async function ignoreRegexesFor(root, sessionGlobs) {
  const globs = [...await readRootHashIgnore(root), ...sessionGlobs];
  return globs.map(compileIgnoreGlob).filter((m2) => m2 !== null);
}

// src/fingerprint/tree-cache-key.ts
import { createHash as createHash3 } from "node:crypto";
function treeCacheKey(input) {
  return createHash3("sha256").update(JSON.stringify(["tree", 2, TOOL_VERSION, input.agentScoped, input.treeIds, input.ignoreGlobs])).digest("hex");
}

// src/fingerprint/scope.ts
import { readdir as readdir3, stat as stat6 } from "node:fs/promises";
import { join as join7 } from "node:path";
async function isDirectory(path) {
  try {
    return (await stat6(path)).isDirectory();
  } catch {
    return false;
  }
}
async function pluginSkillNames(root) {
  const skillsDir = join7(root, "skills");
  if (!await isDirectory(skillsDir)) return null;
  let names;
  try {
    names = await readdir3(skillsDir);
  } catch {
    return /* @__PURE__ */ new Set();
  }
  const dirs = await Promise.all(names.map(async (n) => await isDirectory(join7(skillsDir, n)) ? n : null));
  return new Set(dirs.filter((n) => n !== null));
}
function agentSkillName(parts, isDir) {
  if (parts[0] !== "agents" || parts.length < 2) return null;
  const name = parts[1];
  if (parts.length === 2 && !isDir) return name.replace(/\.[^.]+$/, "");
  return name;
}
function scopedAccept(keep, rootSkills, agentScoped) {
  return (rel, isDir) => {
    const parts = rel.split("/");
    if (parts[0] === "skills") return parts.length === 1 || keep.has(parts[1]);
    if (agentScoped) {
      const agent = agentSkillName(parts, isDir);
      if (agent !== null && rootSkills.has(agent)) return keep.has(agent);
    }
    return true;
  };
}
function sharedOnlyAccept(rootSkills, agentScoped) {
  return (rel, isDir) => {
    const parts = rel.split("/");
    if (parts[0] === "skills") return parts.length === 1;
    if (agentScoped) {
      const agent = agentSkillName(parts, isDir);
      if (agent !== null && rootSkills.has(agent)) return false;
    }
    return true;
  };
}
async function planScope(roots, scopeSkills) {
  if (!scopeSkills || scopeSkills.length === 0) return { rootSkills: roots.map(() => null), keep: null, missed: [] };
  const rootSkills = await Promise.all(roots.map(pluginSkillNames));
  const available = /* @__PURE__ */ new Set();
  for (const names of rootSkills) for (const n of names ?? []) available.add(n);
  const hasPluginRoot = rootSkills.some((s) => s !== null);
  const missed = scopeSkills.filter((n) => !available.has(n));
  if (hasPluginRoot && missed.length === 0) return { rootSkills, keep: new Set(scopeSkills), missed: [] };
  return { rootSkills, keep: null, missed: hasPluginRoot ? missed : [...scopeSkills] };
}

// src/fingerprint/walk.ts
init_errors();
import { readdirSync as readdirSync2, readlinkSync } from "node:fs";
import { dirname as dirname4, relative as relative3, resolve as resolve3, sep as sep3 } from "node:path";
var DIR_DENYLIST = /* @__PURE__ */ new Set([".git", "node_modules", "__pycache__", ".pytest_cache", ".mypy_cache"]);
var OS_JUNK = /(^|\/)(\.DS_Store|Thumbs\.db|desktop\.ini|\.AppleDouble|__MACOSX)$/;
var byCodeUnits4 = (a, b3) => a < b3 ? -1 : a > b3 ? 1 : 0;
function walkRoot(root, ordinal, accept, sink) {
  const rootResolved = resolve3(root);
  const visit = (dir, rel) => {
    let dirents;
    try {
      dirents = readdirSync2(dir, { withFileTypes: true });
    } catch (e) {
      sink.readErrors.push(`cannot read directory ${dir}: ${oneLine(e)}`);
      return;
    }
    dirents.sort((a, b3) => byCodeUnits4(a.name, b3.name));
    for (const d2 of dirents) {
      const name = d2.name;
      const abs = dir.endsWith(sep3) ? dir + name : dir + sep3 + name;
      const path = rel === "" ? name : `${rel}/${name}`;
      if (d2.isSymbolicLink()) {
        if (accept && !accept(path, false)) continue;
        let target;
        try {
          target = readlinkSync(abs);
        } catch {
          continue;
        }
        const resolved = resolve3(dirname4(abs), target);
        if (resolved !== rootResolved && !resolved.startsWith(rootResolved + sep3)) {
          sink.warnings.push(`skipping escaping symlink ${abs} -> ${target} (not followed)`);
          continue;
        }
        sink.entries.push({ kind: "link", root: ordinal, path, target: relative3(rootResolved, resolved).split(sep3).join("/") });
      } else if (d2.isDirectory()) {
        if (DIR_DENYLIST.has(name) || OS_JUNK.test(path)) continue;
        if (accept && !accept(path, true)) continue;
        sink.entries.push({ kind: "dir", root: ordinal, path });
        visit(abs, path);
      } else if (d2.isFile()) {
        if (name.endsWith(".cassette.json")) continue;
        if (path === HASH_IGNORE_FILE) continue;
        if (OS_JUNK.test(path)) continue;
        if (accept && !accept(path, false)) continue;
        sink.entries.push({ kind: "file", root: ordinal, path, abs });
      }
    }
  };
  visit(rootResolved, "");
}

// src/fingerprint/tree-fingerprint.ts
function combineAccept(scope, ignores, tracked) {
  if (!scope && ignores.length === 0 && !tracked) return void 0;
  return (rel, isDir) => (!scope || scope(rel, isDir)) && !ignores.some((re2) => re2.test(rel)) && (!tracked || gitAccepts(tracked, rel));
}
function digestWalk(pending, ctx, readErrors, blobOf) {
  const files = pending.filter((e) => e.kind === "file");
  const outcomes = digestFiles(
    files.map((f3) => ({ abs: f3.abs, rel: f3.path, blob: blobOf(f3) })),
    { cache: ctx.cache, memo: ctx.memo }
  );
  const byEntry = /* @__PURE__ */ new Map();
  files.forEach((f3, i) => byEntry.set(f3, outcomes[i]));
  const walk = [];
  for (const e of pending) {
    if (e.kind !== "file") {
      walk.push(e);
      continue;
    }
    const outcome = byEntry.get(e);
    if (!outcome.ok) readErrors.push(outcome.error);
    else walk.push({ kind: "file", root: e.root, path: e.path, legacy: outcome.digests.legacy, jcs1: outcome.digests.jcs1 });
  }
  return walk;
}
function formatDigests(walk, format, complete) {
  const contentSig = format === "jcs1" ? contentSigAlgo5(walk) : contentSigAlgo4(walk);
  return {
    ...complete ? { skillHash: foldSkillHash(walk, format) } : {},
    ...contentSig !== void 0 ? { contentSig } : {},
    ...fileSigsOf(walk, format)
  };
}
async function sharedOnlyDigests(roots, rootSkills, ignores, agentScoped, ctx, tracked = []) {
  const sink = { entries: [], readErrors: [], warnings: [] };
  const rootOf = [];
  for (let i = 0; i < roots.length; i++) {
    const skills = rootSkills[i];
    if (!skills) continue;
    walkRoot(roots[i], rootOf.length, combineAccept(sharedOnlyAccept(skills, agentScoped), ignores[i] ?? [], null), sink);
    rootOf.push(i);
  }
  if (rootOf.length === 0) return void 0;
  const walk = digestWalk(sink.entries, ctx, [], (f3) => tracked[rootOf[f3.root]]?.blobs?.get(f3.path));
  return { legacy: foldSkillHash(walk, "legacy"), jcs1: foldSkillHash(walk, "jcs1") };
}
function digestContext(opts, run3) {
  return { cache: opts.digestCache ?? run3?.digestCache, memo: run3?.digests ?? /* @__PURE__ */ new Map() };
}
function agentScopeRequested(opt, env) {
  return opt ?? env.COWORK_HARNESS_AGENT_SCOPE === "skill";
}
function computeTreeFingerprint(opts) {
  const run3 = currentFingerprintRun();
  if (!run3) return fingerprintTree(opts, void 0);
  const env = opts.env ?? process.env;
  const key = JSON.stringify([
    opts.dirs.map((d2) => resolve4(d2)).sort(),
    opts.scopeSkills ?? [],
    opts.hashIgnore ?? [],
    agentScopeRequested(opts.agentScope, env),
    gitSetEnabled(env)
  ]);
  let tree = run3.trees.get(key);
  if (!tree) {
    tree = fingerprintTree(opts, run3);
    run3.trees.set(key, tree);
  }
  return tree;
}
async function fingerprintTree(opts, run3) {
  const env = opts.env ?? process.env;
  const roots = opts.dirs.map((d2) => resolve4(d2)).sort();
  const hashIgnore = opts.hashIgnore ?? [];
  const scopeSkills = opts.scopeSkills ?? [];
  const gitOn = gitSetEnabled(env);
  const ctx = digestContext(opts, run3);
  const gitIndex = run3?.gitIndex(env) ?? new GitRepoIndex(env);
  const wholeTree = gitOn && roots.length > 0 && scopeSkills.length === 0 && ctx.cache?.getTree !== void 0;
  const cleanTreeIds = wholeTree ? gitIndex.cleanTreeIds(roots) : void 0;
  const plan = await planScope(roots, scopeSkills);
  const scoped = plan.keep !== null;
  const agentScoped = scoped && agentScopeRequested(opts.agentScope, env);
  let treeKey;
  if (cleanTreeIds && ctx.cache?.getTree) {
    const treeIds = await cleanTreeIds;
    if (treeIds) {
      const ignoreGlobs = await Promise.all(roots.map(async (r2) => [...hashIgnore, ...await readRootHashIgnore(r2)]));
      treeKey = treeCacheKey({ treeIds, ignoreGlobs, agentScoped });
      const cached2 = ctx.cache.getTree(treeKey);
      if (cached2) return Object.defineProperties({ roots }, Object.getOwnPropertyDescriptors(cached2));
    }
  }
  const tracked = gitOn ? await Promise.all(roots.map((r2) => gitIndex.trackedSet(r2, ctx.cache !== void 0))) : roots.map(() => null);
  const mode = gitOn && roots.length > 0 && tracked.every((t2) => t2 !== null) ? "git" : "raw";
  const ignores = await Promise.all(roots.map((r2) => ignoreRegexesFor(r2, hashIgnore)));
  const sink = { entries: [], readErrors: [], warnings: [] };
  if (scopeSkills.length > 0 && !scoped) {
    sink.warnings.push(`scenario.skills [${plan.missed.join(", ")}] not found under any plugin root's skills/ \u2014 hashing the whole tree`);
  }
  for (let i = 0; i < roots.length; i++) {
    const skills = plan.rootSkills[i];
    const scope = plan.keep && skills ? scopedAccept(plan.keep, skills, agentScoped) : void 0;
    walkRoot(roots[i], i, combineAccept(scope, ignores[i] ?? [], tracked[i] ?? null), sink);
  }
  const walk = digestWalk(sink.entries, ctx, sink.readErrors, (f3) => tracked[f3.root]?.blobs?.get(f3.path));
  const complete = roots.length > 0 && sink.readErrors.length === 0;
  const jcs1 = roots.length > 0 ? formatDigests(walk, "jcs1", complete) : {};
  const legacy = roots.length > 0 ? formatDigests(walk, "legacy", complete) : {};
  if (scopeSkills.length > 0 && roots.length > 0 && plan.rootSkills.every((s) => s !== null)) {
    const shared = await sharedOnlyDigests(roots, plan.rootSkills, ignores, agentScoped, ctx, tracked);
    if (shared) {
      jcs1.sharedHash = shared.jcs1;
      legacy.sharedHash = shared.legacy;
    }
  }
  const tree = {
    mode,
    ...mode === "raw" && roots.length > 0 ? { rawReason: gitOn ? "not-git" : "gitset-off" } : {},
    roots,
    jcs1,
    legacy,
    walk,
    readErrors: sink.readErrors,
    warnings: sink.warnings,
    ...scopeSkills.length > 0 ? { skillScope: [...scopeSkills].sort() } : {},
    scoped,
    ...plan.missed.length > 0 && !scoped ? { missedSkills: plan.missed } : {},
    agentScoped
  };
  if (treeKey !== void 0 && mode === "git" && sink.readErrors.length === 0 && sink.warnings.length === 0) {
    const { roots: _roots, ...cacheable } = tree;
    ctx.cache?.setTree?.(treeKey, cacheable);
  }
  return tree;
}

// src/staleness/cassette-session.ts
import { dirname as dirname6, isAbsolute as isAbsolute4, join as join8, resolve as resolve7 } from "node:path";

// src/session/load.ts
init_errors();
import { dirname as dirname5, resolve as resolve6 } from "node:path";

// src/session/model.ts
var strList = _default(array(string2()), []);
var nonEmptyList2 = _default(array(nonEmptyString), []);
var FolderSchema = strictObject({
  from: nonEmptyString,
  mode: _default(_enum(["r", "rw", "rwd"]), "rw")
});
var ProjectSchema = strictObject({
  uuid: string2(),
  from: string2()
});
var PluginsSchema = strictObject({
  config_dir: _default(nullable(string2()), null),
  marketplaces: nonEmptyList2,
  local_marketplaces: nonEmptyList2,
  enabled: nonEmptyList2,
  local_plugins: nonEmptyList2,
  remote_plugins: nonEmptyList2
});
var SkillsSchema = strictObject({
  local: strList,
  suggest_enabled: optional(boolean2()),
  proactive_suggest_enabled: optional(boolean2())
});
var McpSchema = strictObject({
  config: _default(nullable(nonEmptyString), null),
  enabled: strList
});
var EgressSchema = strictObject({
  extra_allow: strList,
  unrestricted: _default(boolean2(), false)
});
var WebFetchSchema = strictObject({ approved_domains: strList });
var StalenessSchema = strictObject({ hash_ignore: nonEmptyList2 });
var DebugSchema = strictObject({
  max_thinking_tokens: optional(positiveInt),
  thinking_display: optional(_enum(["summarized", "omitted"]))
});
var AgentEnvSchema = strictObject({
  subagent_model: optional(string2()),
  tool_search: optional(_enum(["auto", "off"])),
  disable_experimental_betas: optional(boolean2())
});
var size = union([string2().check(_regex(/^\d+(\.\d+)?\s*[kmgtKMGT]?i?[bB]?$/, "a size like 512m or 2g")), positiveInt]);
var LimitsSchema = strictObject({
  memory: optional(size),
  cpus: optional(number2().check(_positive())),
  pids: optional(positiveInt),
  tmp: optional(size),
  var_tmp: optional(size),
  run: optional(size),
  shm: optional(size),
  session_disk: optional(size)
});
var EffortSchema = pipe(
  _enum(["low", "medium", "high", "xhigh", "max", "extra"]),
  transform((e) => e === "extra" ? "xhigh" : e)
);
var SessionSchema = strictObject({
  model: optional(string2()),
  effort: optional(EffortSchema),
  account_name: optional(string2()),
  extended_thinking: _default(boolean2(), true),
  agent_max_turns: optional(positiveInt),
  permission_mode: _default(_enum(["default", "acceptEdits", "plan", "bypassPermissions"]), "default"),
  permission_parity: _default(_enum(["cowork", "strict"]), "cowork"),
  folders: _default(array(FolderSchema), []),
  projects: _default(array(ProjectSchema), []),
  trusted_folders: strList,
  auto_mount_folders: _default(boolean2(), false),
  uploads: strList,
  plugins: prefault(PluginsSchema, {}),
  skills: prefault(SkillsSchema, {}),
  mcp: prefault(McpSchema, {}),
  egress: prefault(EgressSchema, {}),
  web_fetch: prefault(WebFetchSchema, {}),
  staleness: prefault(StalenessSchema, {}),
  debug: prefault(DebugSchema, {}),
  agent_env: prefault(AgentEnvSchema, {}),
  limits: prefault(LimitsSchema, {})
});
var SESSION_KEYS = Object.freeze(Object.keys(SessionSchema.shape));
var MOVED_SESSION_KEYS = Object.freeze({
  max_thinking_tokens: "max_thinking_tokens is no longer a top-level session key \u2014 use extended_thinking: true|false, or debug.max_thinking_tokens for a fixed budget"
});

// src/session/resolve.ts
import { isAbsolute as isAbsolute3, resolve as resolve5 } from "node:path";
var SessionPathError = class extends Error {
  constructor(field, message) {
    super(message);
    this.field = field;
    this.name = "SessionPathError";
  }
  field;
};
var URL_LIKE = /^[a-z][a-z0-9+.-]*:\/\/|^git@/i;
function resolveSessionPath(value, baseDir, field) {
  if (value === "~" || value.startsWith("~/")) return value;
  if (value.startsWith("~")) {
    throw new SessionPathError(field, `"${value}": ~user paths are not supported \u2014 use ~/\u2026 or an absolute path`);
  }
  return isAbsolute3(value) ? value : resolve5(baseDir, value);
}
function resolveList(values, baseDir, field) {
  return values.map((v2, i) => resolveSessionPath(v2, baseDir, [...field, i]));
}
function resolveSessionPaths(cfg, baseDir) {
  const { plugins, skills, mcp } = cfg;
  return {
    ...cfg,
    folders: cfg.folders.map((f3, i) => ({ ...f3, from: resolveSessionPath(f3.from, baseDir, ["folders", i, "from"]) })),
    projects: cfg.projects.map((p2, i) => ({ ...p2, from: resolveSessionPath(p2.from, baseDir, ["projects", i, "from"]) })),
    trusted_folders: resolveList(cfg.trusted_folders, baseDir, ["trusted_folders"]),
    uploads: resolveList(cfg.uploads, baseDir, ["uploads"]),
    plugins: {
      ...plugins,
      config_dir: plugins.config_dir === null ? null : resolveSessionPath(plugins.config_dir, baseDir, ["plugins", "config_dir"]),
      marketplaces: plugins.marketplaces.map((m2, i) => URL_LIKE.test(m2) ? m2 : resolveSessionPath(m2, baseDir, ["plugins", "marketplaces", i])),
      local_marketplaces: resolveList(plugins.local_marketplaces, baseDir, ["plugins", "local_marketplaces"]),
      local_plugins: resolveList(plugins.local_plugins, baseDir, ["plugins", "local_plugins"]),
      remote_plugins: resolveList(plugins.remote_plugins, baseDir, ["plugins", "remote_plugins"])
    },
    skills: { ...skills, local: resolveList(skills.local, baseDir, ["skills", "local"]) },
    mcp: { ...mcp, config: mcp.config === null ? null : resolveSessionPath(mcp.config, baseDir, ["mcp", "config"]) }
  };
}
function declaredSkillDirs(resolved) {
  return [...resolved.skills.local, ...resolved.plugins.local_plugins, ...resolved.plugins.remote_plugins, ...resolved.plugins.local_marketplaces];
}

// src/session/load.ts
var SessionLoadError = class extends HarnessError {
  constructor(path, detail, reason, line) {
    super(`${path}: ${detail}`);
    this.detail = detail;
    this.reason = reason;
    this.line = line;
    this.name = "SessionLoadError";
  }
  detail;
  reason;
  line;
};
function invalid(path, what, line) {
  return new SessionLoadError(path, withLine(what, line), "unreadable", line);
}
function loadSessionText(text, path) {
  const parsed = parseYamlWithPositions(text);
  if (!parsed.ok) throw invalid(path, parsed.error, parsed.line);
  const { source, value } = parsed;
  if (value === null || value === void 0) {
    throw invalid(path, "session file is empty \u2014 expected a mapping of session keys");
  }
  if (typeof value !== "object" || Array.isArray(value)) {
    throw invalid(path, "a session must be a YAML mapping of keys", 1);
  }
  for (const [key, hint] of Object.entries(MOVED_SESSION_KEYS)) {
    if (key in value) throw invalid(path, hint, lineOfPath(source, [key]));
  }
  const result = SessionSchema.safeParse(value);
  if (!result.success) {
    const issues = locateIssues(source, result.error.issues);
    throw new SessionLoadError(path, issues.text, "unreadable", issues.line);
  }
  const authored = result.data;
  const dir = dirname5(resolve6(path));
  let resolved;
  try {
    resolved = resolveSessionPaths(authored, dir);
  } catch (e) {
    if (!(e instanceof SessionPathError)) throw e;
    const where = formatIssuePath(e.field);
    throw invalid(path, `${where}: ${e.message}`, lineOfPath(source, e.field));
  }
  return { path, dir, authored, resolved, keyLines: topLevelKeyLines(source) };
}
var parsedSessions = new ParsedFiles(
  loadSessionText,
  (path, code) => new SessionLoadError(path, `cannot read session file${code ? ` (${code})` : ""}`, code === "ENOENT" ? "not-found" : "unreadable")
);
async function loadSessionFile(path) {
  return parsedSessions.load(path);
}

// src/staleness/cassette-session.ts
init_errors();
function cassetteSessionPath(cassette, cassettePath, override) {
  const session = cassette.scenario.session;
  if (session === "(inline)") return void 0;
  if (override !== void 0) return resolve7(override);
  return isAbsolute4(session) ? session : join8(dirname6(cassettePath), session);
}
function sessionPathEscape(cassettePath, sessionPath, override, root) {
  if (override !== void 0) return void 0;
  root ??= repositoryRootOf(cassettePath);
  return escapesRepositoryRoot(root, sessionPath) ? root : void 0;
}
async function loadCassetteSession(cassette, cassettePath, override, repoRoot) {
  const path = cassetteSessionPath(cassette, cassettePath, override);
  if (path === void 0) return { ok: false, failure: { kind: "inline-without-config" } };
  const root = override === void 0 ? repoRoot ?? repositoryRootOf(cassettePath) : void 0;
  const escapedRoot = sessionPathEscape(cassettePath, path, override, root);
  if (escapedRoot !== void 0) return { ok: false, failure: { kind: "outside-repository", path, root: escapedRoot } };
  let session;
  try {
    session = await loadSessionFile(path);
  } catch (e) {
    if (e instanceof SessionLoadError && e.reason === "not-found") return { ok: false, failure: { kind: "not-found", path } };
    const message = oneLine(e);
    if (e instanceof SessionLoadError) {
      return { ok: false, failure: { kind: "unreadable", path, message, detail: e.detail, ...e.line !== void 0 ? { line: e.line } : {} } };
    }
    const detail = message.startsWith(`${path}: `) ? message.slice(path.length + 2) : message;
    return { ok: false, failure: { kind: "unreadable", path, message, detail } };
  }
  const declared = declaredSkillDirs(session.resolved);
  if (root !== void 0) {
    const outside = declared.filter((d2) => escapesRepositoryRoot(root, d2));
    if (outside.length > 0) return { ok: false, failure: { kind: "skill-dirs-outside-repository", path, root, dirs: outside, session } };
  }
  const dirs = [];
  const missing = [];
  for (const d2 of declared) (existsSync5(d2) ? dirs : missing).push(d2);
  if (declared.length > 0 && dirs.length === 0) {
    return { ok: false, failure: { kind: "declared-dirs-missing", path, declared: declared.length, session, missing } };
  }
  return { ok: true, path, session, dirs, declared: declared.length, missing };
}
function loadedDespite(failure2) {
  return failure2.kind === "declared-dirs-missing" || failure2.kind === "skill-dirs-outside-repository" ? failure2.session : void 0;
}
function failureDetail(failure2, override) {
  switch (failure2.kind) {
    case "not-found":
      return ` \u2014 no session file at ${failure2.path}${override === void 0 ? " (if the cassette moved, point at its session with --session <file>)" : ""}`;
    case "unreadable":
      return ` \u2014 the session at ${failure2.path} could not be read or parsed: ${failure2.message}`;
    case "declared-dirs-missing":
      return ` \u2014 the session at ${failure2.path} declares ${failure2.declared} skill dir(s) and none exist (missing: ${failure2.missing.join(", ")}; mounts are relative to the session's OWN directory, so a session copied or symlinked elsewhere resolves to nothing)`;
    case "outside-repository":
      return ` \u2014 the session path ${failure2.path} resolves outside the cassette's repository (${failure2.root}), so it was not read (a cassette may only name files inside its repository; pass --session <file> to use one elsewhere)`;
    case "skill-dirs-outside-repository":
      return ` \u2014 the session at ${failure2.path} declares skill dir(s) outside the cassette's repository (${failure2.root}): ${failure2.dirs.join(", ")} \u2014 not hashed (pass --session <file> to trust them)`;
    case "inline-without-config":
      return " \u2014 an inline scenario carries no session file to resolve";
  }
}
function fingerprintSessionSkills(cassette, session, env) {
  return computeTreeFingerprint({
    dirs: session.dirs,
    scopeSkills: Array.isArray(cassette.scenario.skills) ? cassette.scenario.skills : void 0,
    hashIgnore: session.session.resolved.staleness.hash_ignore,
    env
  });
}

// src/util/deep-freeze.ts
function deepFreeze(value) {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v2 of Object.values(value)) deepFreeze(v2);
  }
  return value;
}

// src/staleness/checks/context.ts
function once(make) {
  let p2;
  return () => p2 ??= make();
}
function repositoryRootInRun(cassettePath) {
  return runMemo(`repository-root\0${dirname7(resolve8(cassettePath))}\0${process.cwd()}`, () => repositoryRootOf(cassettePath));
}
function checkContext(cassette, cassettePath, opts) {
  return {
    cassette,
    cassettePath,
    opts,
    env: opts.env ?? process.env,
    repositoryRoot: () => repositoryRootInRun(cassettePath),
    // Cassettes of one repository share their session and scenario files: each is resolved and
    // loaded once per run (by everything the answer depends on), and every cassette reads the same
    // frozen value: nothing copies it per cassette, and nothing can change it for the next one.
    session: once(async () => {
      const repoRoot = repositoryRootInRun(cassettePath);
      const path = cassetteSessionPath(cassette, cassettePath, opts.sessionOverride) ?? "(inline)";
      const key = `cassette-session\0${path}\0${repoRoot}\0${opts.sessionOverride ?? ""}`;
      return runMemo(key, async () => deepFreeze(await loadCassetteSession(cassette, cassettePath, opts.sessionOverride, repoRoot)));
    }),
    scenario: once(async () => {
      const repoRoot = repositoryRootInRun(cassettePath);
      const key = `on-disk-scenario\0${dirname7(cassettePath)}\0${JSON.stringify([cassette.scenarioSource, cassette.scenario.name])}\0${repoRoot}`;
      return runMemo(key, async () => deepFreeze(await findOnDiskScenario(cassette, cassettePath, repoRoot)));
    })
  };
}
var empty = () => ({ findings: [], notes: [] });

// src/staleness/checks/scenario-fields.ts
function scenarioDriftMessage(fields) {
  return `scenario field(s) ${fields.join(", ")} changed since recording \u2014 the recorded events answer the old scenario; re-record`;
}
async function authoredMapping(path) {
  try {
    const value = (0, import_yaml2.parse)(readRegularText(path));
    if (value === null || typeof value !== "object" || Array.isArray(value)) return "it is not a mapping";
    return value;
  } catch (e) {
    return `it could not be read or parsed (${oneLine(e)})`;
  }
}
var scenarioFieldsCheck = {
  id: "scenario",
  question: "Do the scenario's recording-shaping fields still match the recording?",
  async run(ctx) {
    const out = empty();
    const found = await ctx.scenario();
    const { source } = found;
    const loaded = found.status === "loaded" ? found.loaded : void 0;
    if (source.persistedOutside !== void 0) {
      out.notes.push(`scenario-drift: scenarioSource "${source.persistedOutside}" resolves outside the cassette's repository \u2014 not read`);
    }
    if (!source.path) return out;
    const onDisk = loaded ? loaded.authored : await authoredMapping(source.path);
    if (typeof onDisk === "string") {
      out.notes.push(`scenario-drift: the scenario at ${source.path} ${onDisk.startsWith("it ") ? onDisk.slice(3) : onDisk} \u2014 drift not checked`);
      return out;
    }
    const fields = driftedFields(ctx.cassette.scenario, onDisk).filter((f3) => loaded !== void 0 || f3 in onDisk);
    if (fields.length === 0) return out;
    const message = scenarioDriftMessage(fields);
    if (source.via === "persisted") {
      const first = loaded ? fields.find((f3) => loaded.keyLines[f3] !== void 0) : void 0;
      const line = loaded && first !== void 0 ? lineOfFirstDifference(source.path, first, ctx.cassette.scenario[first], onDisk[first]) ?? loaded.keyLines[first] : void 0;
      out.findings.push({ class: "scenario", message, location: { path: source.path, ...line !== void 0 ? { line } : {} } });
    } else {
      out.notes.push(
        `scenario-drift: found ${source.path} by scenario name only (the recorded source ${source.persistedMissing ?? "is not recorded"}); ${message}`
      );
    }
    return out;
  }
};

// src/baselines/load.ts
import { readdir as readdir4 } from "node:fs/promises";
init_errors();
import { join as join9 } from "node:path";

// src/baselines/version-order.ts
function compareVersions(a, b3) {
  const pa = a.split(".");
  const pb = b3.split(".");
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x3 = pa[i] ?? "0";
    const y2 = pb[i] ?? "0";
    const nx = /^\d+$/.test(x3) ? Number(x3) : Number.NaN;
    const ny = /^\d+$/.test(y2) ? Number(y2) : Number.NaN;
    if (!Number.isNaN(nx) && !Number.isNaN(ny)) {
      if (nx !== ny) return nx < ny ? -1 : 1;
      continue;
    }
    if (Number.isNaN(nx) !== Number.isNaN(ny)) return Number.isNaN(nx) ? 1 : -1;
    if (x3 !== y2) return x3 < y2 ? -1 : 1;
  }
  return 0;
}

// src/baselines/load.ts
var BASELINE_FILE = /^desktop-(.+)\.json$/;
async function listBaselineVersions(dir) {
  let names;
  try {
    names = await readdir4(dir);
  } catch (e) {
    throw new HarnessError(`baselines directory ${dir}: cannot be read (${oneLine(e)})`);
  }
  const versions = names.flatMap((n) => {
    const m2 = BASELINE_FILE.exec(n);
    return m2?.[1] ? [m2[1]] : [];
  });
  return versions.sort((a, b3) => compareVersions(b3, a));
}
function versionOf(name) {
  return name.replace(/^desktop-/, "").replace(/\.json$/, "");
}
async function loadBaseline(dir, name = "latest") {
  let version2;
  if (name === "latest") {
    const versions = await listBaselineVersions(dir);
    if (versions[0] === void 0) throw new HarnessError(`baselines directory ${dir}: no desktop-*.json baselines in it`);
    version2 = versions[0];
  } else {
    version2 = versionOf(name);
  }
  if (!isPlainName(`desktop-${version2}.json`))
    throw new HarnessError(
      `baseline '${name}': not a baseline name \u2014 use latest, a version (1.2.3) or a file name in the baselines directory (desktop-1.2.3.json)`
    );
  const file = join9(dir, `desktop-${version2}.json`);
  let text;
  try {
    text = readRegularText(file);
  } catch (e) {
    const code = e.code;
    throw new HarnessError(`baseline '${name}': ${code === "ENOENT" ? `no file ${file}` : `cannot read ${file} (${oneLine(e)})`}`);
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new HarnessError(`baseline ${file}: invalid JSON (${oneLine(e)})`);
  }
  if (parsed === null || typeof parsed !== "object" || typeof parsed.appVersion !== "string") {
    throw new HarnessError(`baseline ${file}: not a baseline (no string appVersion)`);
  }
  return { dir, file, baseline: parsed };
}

// src/baselines/prompt-assets.ts
import { createHash as createHash4 } from "node:crypto";
import { isAbsolute as isAbsolute5, join as join10 } from "node:path";
var PROMPT_ASSET_KEYS = ["promptTemplate", "subagentAppend", "subagentAppendHostLoop"];
function normalizePromptAsset(text) {
  let current2 = text;
  for (; ; ) {
    const next = current2.replace(/<!--[\s\S]*?-->/g, "");
    if (next === current2) break;
    current2 = next;
  }
  return current2.trim();
}
async function promptAssetsHash(loaded) {
  const h3 = createHash4("sha256");
  const spawn = loaded.baseline.spawn ?? {};
  for (const key of PROMPT_ASSET_KEYS) {
    const rel = spawn[key];
    if (typeof rel !== "string") continue;
    if (rel === "" || isAbsolute5(rel) || escapesRoot(loaded.dir, join10(loaded.dir, rel))) return void 0;
    let text;
    try {
      text = readRegularText(join10(loaded.dir, rel));
    } catch {
      return void 0;
    }
    h3.update(key);
    h3.update("\0");
    h3.update(normalizePromptAsset(text));
    h3.update("\0");
  }
  return h3.digest("hex").slice(0, 16);
}

// src/baselines/tier.ts
var HOST_LOOP_GATE = "1143815894";
function gateIsOn(gate) {
  if (gate !== null && typeof gate === "object") return Boolean(gate.on);
  if (typeof gate === "string") return /^(on|true|force)\b/i.test(gate);
  return Boolean(gate);
}
function resolveCoworkTier(baseline) {
  if (baseline.requireFullVmSandbox === true) return "container";
  const gates = baseline.provenance?.gates ?? {};
  const gate = gates[`hostLoop:${HOST_LOOP_GATE}`] ?? gates[HOST_LOOP_GATE];
  return gateIsOn(gate) ? "hostloop" : "container";
}

// src/staleness/baseline-checks.ts
init_errors();
var NO_BASELINES = "no baselines directory given (--baselines DIR)";
var PREDATES_PROMPT_ASSETS_NOTE = "prompt-assets: cassette predates prompt-asset fingerprinting \u2014 a prompt-asset edit since record would be invisible; re-record to adopt the guard";
async function tierCheck(cassette, baselinesDir) {
  const authored = cassette.scenario.fidelity;
  const eff = cassette.effectiveFidelity;
  if (authored !== "cowork") {
    if (eff === void 0) {
      return {
        findings: [],
        notes: [
          `resolved-tier: cassette predates effectiveFidelity, but the scenario pins an explicit tier ('${authored}') \u2014 tier statically knowable; nothing baseline-dependent to verify`
        ]
      };
    }
    return { findings: [], notes: [] };
  }
  if (eff === void 0) {
    return {
      findings: [{ class: "unverifiable-tier", message: "fidelity: cowork cassette predates effectiveFidelity \u2014 cannot verify tier stability; re-record" }],
      notes: []
    };
  }
  if (baselinesDir === void 0) {
    return { findings: [], notes: [`resolved-tier: not checked \u2014 ${NO_BASELINES}; the tier 'cowork' resolves to depends on the baseline`] };
  }
  const name = cassette.scenario.baseline ?? "latest";
  let loaded;
  try {
    loaded = await loadBaseline(baselinesDir, name);
  } catch (e) {
    return {
      findings: [
        {
          class: "unverifiable-tier",
          message: `fidelity: cowork cassette's baseline '${name}' failed to load (${oneLine(e)}) \u2014 cannot verify tier stability (can't verify \u21D2 not green)`
        }
      ],
      notes: []
    };
  }
  const resolved = resolveCoworkTier(loaded.baseline);
  if (resolved === eff) return { findings: [], notes: [] };
  return {
    findings: [
      {
        class: "resolved-tier",
        message: `fidelity: cowork now resolves to '${resolved}' (baseline ${loaded.baseline.appVersion}, gate 1143815894) but the cassette was recorded at '${eff}' \u2014 the recording exercises the wrong tier; re-record`
      }
    ],
    notes: []
  };
}
var NO_BASELINES_AT_RECORD_NOTE = "prompt-assets: not checked: no baselines given when it was recorded (record --baselines DIR writes the prompt-asset fingerprint)";
function recordedWithAgentStamp(environment) {
  return typeof environment?.agentVersion === "string";
}
async function baselineAndPromptChecks(fp, baselinesDir, recordedWithoutBaselines = false) {
  const report = { findings: [], notes: [] };
  const missingAssetsNote = recordedWithoutBaselines && fp.baseline === void 0 ? NO_BASELINES_AT_RECORD_NOTE : PREDATES_PROMPT_ASSETS_NOTE;
  if (baselinesDir === void 0) {
    report.notes.push(`baseline: not checked \u2014 ${NO_BASELINES}; recorded baseline ${fp.baseline ?? "(none)"}`);
    if (fp.promptAssetsHash === void 0) report.notes.push(missingAssetsNote);
    else report.notes.push(`prompt-assets: not checked \u2014 ${NO_BASELINES}`);
    return report;
  }
  let live;
  try {
    live = await loadBaseline(baselinesDir, "latest");
  } catch {
    report.findings.push({
      class: "unverifiable-baseline",
      message: `cannot load the latest baseline from ${baselinesDir} to verify staleness (env/platform, not skill drift; can't verify \u21D2 not green)`
    });
  }
  const liveVersion = live?.baseline.appVersion;
  if (live && liveVersion !== fp.baseline) {
    report.findings.push({ class: "baseline", message: `baseline moved ${fp.baseline} \u2192 ${liveVersion} since record \u2014 re-record` });
  }
  if (fp.promptAssetsHash === void 0) {
    report.notes.push(missingAssetsNote);
    return report;
  }
  if (!live || liveVersion !== fp.baseline) return report;
  const liveAssets = await promptAssetsHash(live);
  if (liveAssets === void 0) {
    report.findings.push({
      class: "unverifiable-prompt-assets",
      message: "cassette recorded a prompt-asset fingerprint but the live baseline's prompt assets can't be hashed (a pointer moved or the asset is absent) \u2014 can't verify prompt drift \u21D2 not green"
    });
  } else if (liveAssets !== fp.promptAssetsHash) {
    report.findings.push({
      class: "prompt-assets",
      message: "the baseline's committed prompt assets changed since this cassette was recorded (same appVersion) \u2014 the recorded model saw a different rendered prompt; re-record"
    });
  }
  return report;
}

// src/staleness/discovery-note.ts
var DISCOVERY_TIERS = /* @__PURE__ */ new Set(["container", "hostloop"]);
var DISCOVERY_TOOL = /^mcp__(?:skills|plugins)__/;
var INIT_OR_ESCAPE = /"init"|\\u/;
function mayBeInit(line) {
  const hit = INIT_OR_ESCAPE.exec(line);
  if (hit === null) return false;
  return hit[0] !== '"init"' || line.includes('"system"') || line.includes("\\u", hit.index);
}
function initTools(cassette) {
  if (!Array.isArray(cassette.events)) return void 0;
  for (const line of cassette.events) {
    if (typeof line === "string" && !mayBeInit(line)) continue;
    let msg;
    try {
      msg = JSON.parse(line);
    } catch {
      continue;
    }
    if (msg?.type !== "system" || msg?.subtype !== "init") continue;
    return Array.isArray(msg.tools) ? msg.tools.filter((t2) => typeof t2 === "string") : void 0;
  }
  return void 0;
}
function discoverySurfaceNotes(cassette) {
  const tools = initTools(cassette);
  if (!tools || tools.length === 0) return [];
  if (tools.some((t2) => DISCOVERY_TOOL.test(t2))) return [];
  const authored = cassette.scenario.fidelity;
  const tier = cassette.environment?.tier ?? cassette.effectiveFidelity ?? (authored !== "cowork" ? authored : void 0);
  if (!tier || !DISCOVERY_TIERS.has(tier)) return [];
  return [
    `discovery-surface: recorded before the skills/plugins SDK-MCP discovery servers existed at this tier (${tier}, added in 1.10.0) \u2014 its ${tools.length}-tool init inventory declares no mcp__skills__*/mcp__plugins__*. Re-record if this scenario asserts on those tools; harmless otherwise.`
  ];
}

// src/agent/container-baseline.ts
import { createHash as createHash5 } from "node:crypto";

// src/agent/argv.ts
var AGENT_TOOLS = [
  "Task",
  "Bash",
  "Glob",
  "Grep",
  "Read",
  "Edit",
  "Write",
  "NotebookEdit",
  "WebFetch",
  "TaskCreate",
  "TaskUpdate",
  "TaskGet",
  "TaskList",
  "TaskStop",
  "WebSearch",
  "Skill",
  "REPL",
  "JavaScript",
  "AskUserQuestion",
  "ToolSearch"
];

// src/agent/container-baseline.ts
var PINNED_AGENT_VERSION = "2.1.332";
var PINNED_AGENT_BINARY_INTEGRITY = "sha512-f4JWhzwYutJIHScC7/dYOPX6s28tt7ZADhsOi8zwOHq5fFPEuUeChh2NMfinSg0GrUckYxaeebC4h0DqiKzLcw==";
var AGENT_IMAGE_RECIPE_SHA256 = "25471c18fc6df52fe08ab258725da7208a55f766c571d8838199b9ae2adec344";
var CONTAINER_LAYOUT_VERSION = 1;
var current;
function containerBaseline() {
  if (current === void 0) {
    const pins = { agent: PINNED_AGENT_VERSION, binary: PINNED_AGENT_BINARY_INTEGRITY, image: AGENT_IMAGE_RECIPE_SHA256, tools: [...AGENT_TOOLS], layout: CONTAINER_LAYOUT_VERSION };
    const id = `container-${PINNED_AGENT_VERSION}-${createHash5("sha256").update(JSON.stringify(pins)).digest("hex").slice(0, 12)}`;
    current = { id, agentVersion: PINNED_AGENT_VERSION };
  }
  return { ...current };
}
function stampedContainerBaseline(environment) {
  const v2 = environment?.containerBaseline;
  if (v2 === null || typeof v2 !== "object") return void 0;
  const { id, agentVersion } = v2;
  return typeof id === "string" && typeof agentVersion === "string" ? { id, agentVersion } : void 0;
}
function containerBaselineFinding(environment, current2 = containerBaseline()) {
  const stamped = stampedContainerBaseline(environment);
  if (!stamped || stamped.id === current2.id) return void 0;
  const agent = stamped.agentVersion !== current2.agentVersion ? ` (the pinned agent moved ${stamped.agentVersion} \u2192 ${current2.agentVersion})` : " (the agent image recipe, tool set or layout changed)";
  return { class: "baseline", message: `container baseline moved ${stamped.id} \u2192 ${current2.id} since record${agent} \u2014 re-record` };
}

// src/staleness/checks/baselines.ts
var baselinesCheck = {
  id: "baselines",
  question: "Does the Desktop baseline the cassette was recorded against still resolve the same way?",
  async run(ctx) {
    const tier = await tierCheck(ctx.cassette, ctx.opts.baselinesDir);
    const out = { findings: [...tier.findings], notes: [...tier.notes, ...discoverySurfaceNotes(ctx.cassette)] };
    const container = containerBaselineFinding(ctx.cassette.environment);
    if (container) out.findings.push(container);
    const fp = ctx.cassette.fingerprint;
    if (!fp) return out;
    const base = await baselineAndPromptChecks(fp, ctx.opts.baselinesDir, recordedWithAgentStamp(ctx.cassette.environment));
    out.findings.push(...base.findings);
    out.notes.push(...base.notes);
    return out;
  }
};

// src/staleness/checks/model-script.ts
import { dirname as dirname9, isAbsolute as isAbsolute7, resolve as resolve11 } from "node:path";

// src/util/rel-posix.ts
import { relative as relative4, sep as sep4 } from "node:path";
function relPosix(fromDir, target) {
  return relative4(fromDir, target).split(sep4).join("/");
}

// src/staleness/checks/named-file.ts
init_run_scope();
import { dirname as dirname8, resolve as resolve10 } from "node:path";

// src/util/repo-file.ts
import { createHash as createHash6 } from "node:crypto";
import { closeSync as closeSync5, lstatSync as lstatSync4, readSync as readSync4, realpathSync as realpathSync3 } from "node:fs";
import { isAbsolute as isAbsolute6, join as join11, relative as relative5, resolve as resolve9, sep as sep5 } from "node:path";
var SHOWN_CHARS = 160;
function shownName(named) {
  const flat = named.replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, "?");
  return flat.length > SHOWN_CHARS ? `${flat.slice(0, SHOWN_CHARS)}\u2026` : flat;
}
function realDir(dir) {
  try {
    return realpathSync3.native(dir);
  } catch {
    return resolve9(dir);
  }
}
function repositoryRelative(root, baseDir, named) {
  if (named === "" || named.includes("\0")) return { why: "not a path" };
  const rel = relative5(root, resolve9(realDir(baseDir), named));
  if (rel === "" || rel === ".." || rel.startsWith(`..${sep5}`) || isAbsolute6(rel)) return { why: "outside the repository" };
  const parts = rel.split(sep5);
  if (parts.includes(".git")) return { why: "inside the repository's .git directory" };
  return { rel: parts.join("/") };
}
function refusalOf(root, rel, maxBytes) {
  const parts = rel.split("/");
  for (let i = 1; i <= parts.length; i++) {
    const at3 = parts.slice(0, i).join("/");
    let st2;
    try {
      st2 = lstatSync4(join11(root, at3));
    } catch {
      break;
    }
    if (st2.isSymbolicLink()) return `reached through a symbolic link (${shownName(at3)})`;
    if (i < parts.length && !st2.isDirectory()) return `under ${shownName(at3)}, which is not a directory`;
    if (i === parts.length && !st2.isFile()) return "not a regular file (a FIFO, device, socket or directory)";
    if (i === parts.length && st2.size > maxBytes) return `larger than the ${maxBytes}-byte bound`;
  }
  return "not a plain file inside the repository";
}
function hashFd(fd, maxBytes) {
  const hash = createHash6("sha256");
  const buf = Buffer.allocUnsafe(256 * 1024);
  let total = 0;
  for (; ; ) {
    const n = readSync4(fd, buf, 0, buf.length, null);
    if (n === 0) return hash.digest("hex");
    total += n;
    if (total > maxBytes) throw new ContainmentError(`grew past ${maxBytes} bytes while being read`);
    hash.update(buf.subarray(0, n));
  }
}
function hashNamedFile(root, baseDir, named, maxBytes) {
  const where = repositoryRelative(root, baseDir, named);
  if ("why" in where) return { kind: "refused", why: where.why };
  let fd;
  try {
    fd = openFileBelow(root, where.rel, { maxBytes }).fd;
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return { kind: "missing" };
    if (e instanceof ContainmentError || code === "ENOTDIR" || code === "ELOOP") return { kind: "refused", why: refusalOf(root, where.rel, maxBytes) };
    return { kind: "refused", why: `cannot be read (${code ?? "error"})` };
  }
  try {
    return { kind: "file", sha256: hashFd(fd, maxBytes) };
  } catch (e) {
    return { kind: "refused", why: e instanceof ContainmentError ? e.message : `cannot be read (${e.code ?? "error"})` };
  } finally {
    closeSync5(fd);
  }
}

// src/workspace/pre-run.ts
init_errors();

// src/workspace/walk-roots.ts
init_errors();

// src/workspace/pre-run.ts
var PRE_RUN_HASH_CAP = 50 * 1024 * 1024;
function preRunHashCap(opts = {}) {
  if (opts.hashCapBytes !== void 0) return opts.hashCapBytes;
  const raw = (opts.env ?? process.env)["COWORK_HARNESS_PRERUN_HASH_CAP"];
  const n = raw === void 0 ? NaN : Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : PRE_RUN_HASH_CAP;
}

// src/staleness/checks/named-file.ts
function namedFileVerdict(ctx, p2) {
  const root = ctx.repositoryRoot();
  const cap = preRunHashCap({ env: ctx.env });
  const base = resolve10(p2.baseDir);
  return runMemo(`named-file\0${root}\0${base}\0${p2.named}\0${cap}`, () => hashNamedFile(root, base, p2.named, cap));
}
var cassetteDir = (ctx) => dirname8(resolve10(ctx.cassettePath));
function notReadFinding(cls, refused, at3) {
  const each = refused.slice(0, 5).map((r2) => `${r2.path.field} names ${shownName(r2.path.shown ?? r2.path.named)}, ${r2.why}`);
  const more = refused.length > 5 ? `; +${refused.length - 5} more` : "";
  return {
    class: cls,
    message: `${each.join("; ")}${more}: not read \u2014 a cassette may name only regular files inside its repository, reached without a symbolic link`,
    location: { path: at3 }
  };
}

// src/staleness/checks/model-script.ts
var modelScriptCheck = {
  id: "model-script",
  question: "Is the model script the cassette was recorded with unchanged?",
  async run(ctx) {
    const out = empty();
    const recorded = ctx.cassette.inputs?.modelScript;
    const frozen = ctx.cassette.scenario["model_script"];
    if (recorded === void 0) {
      if (typeof frozen === "string") {
        out.unchecked = [`model script ${frozen}: the cassette records no digest of it (recorded before input tracking) \u2014 re-record to track it`];
      }
      return out;
    }
    const cassetteDir2 = dirname9(ctx.cassettePath);
    const recordedPath = resolve11(cassetteDir2, recorded.path);
    const onDisk = await ctx.scenario();
    const script = onDisk.status === "loaded" ? onDisk.loaded.modelScript : void 0;
    const named = script?.path;
    const current2 = named !== void 0 && onDisk.source.path ? resolve11(dirname9(onDisk.source.path), named) : recordedPath;
    if (isAbsolute7(recorded.path) || current2 !== recordedPath) {
      const shown = relPosix(cassetteDir2, current2);
      out.findings.push({
        class: "model-script",
        message: `the scenario now names model script ${shown}, but the cassette was recorded with ${recorded.path} \u2014 re-record`,
        location: { path: onDisk.source.path ?? current2, ...script?.line ? { line: script.line } : {} }
      });
      return out;
    }
    const path = { field: "inputs.modelScript.path", baseDir: cassetteDir2, named: recorded.path };
    const now = namedFileVerdict(ctx, path);
    if (now.kind === "refused") {
      out.findings.push(notReadFinding("model-script", [{ path, why: now.why }], ctx.cassettePath));
    } else if (now.kind === "missing") {
      out.findings.push({
        class: "model-script",
        message: `model script ${recorded.path} is missing or unreadable \u2014 the recording's model turns cannot be reproduced; re-record`,
        location: { path: current2 }
      });
    } else if (now.sha256 !== recorded.sha256) {
      out.findings.push({
        class: "model-script",
        message: `model script ${recorded.path} changed since recording \u2014 the recorded model turns no longer match it; re-record`,
        location: { path: current2 }
      });
    }
    return out;
  }
};

// src/staleness/session-fingerprint.ts
import { createHash as createHash7 } from "node:crypto";
var folderCollator;
var byFolderLocale = (a, b3) => (folderCollator ??= new Intl.Collator("en-US")).compare(a, b3);
var sorted = (list) => [...list ?? []].sort();
function agentEnv(env) {
  const out = {};
  if (env?.subagent_model !== void 0) out.CLAUDE_CODE_SUBAGENT_MODEL = env.subagent_model;
  if (env?.tool_search !== void 0) out.ENABLE_TOOL_SEARCH = env.tool_search;
  if (env?.disable_experimental_betas === true) out.CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS = "1";
  return out;
}
function sessionShape(s) {
  const folders = (s.folders ?? []).map((f3) => ({ from: f3.from, mode: f3.mode ?? "rw" })).sort((a, b3) => byFolderLocale(a.from, b3.from));
  const env = agentEnv(s.agent_env);
  return {
    folders,
    plugins: {
      config_dir: s.plugins?.config_dir ?? null,
      marketplaces: sorted(s.plugins?.marketplaces),
      local_marketplaces: sorted(s.plugins?.local_marketplaces),
      enabled: sorted(s.plugins?.enabled),
      local_plugins: sorted(s.plugins?.local_plugins),
      remote_plugins: sorted(s.plugins?.remote_plugins)
    },
    skills: { local: sorted(s.skills?.local) },
    mcp: { config: s.mcp?.config ?? null, enabled: sorted(s.mcp?.enabled) },
    egress: { extra_allow: sorted(s.egress?.extra_allow), unrestricted: s.egress?.unrestricted ?? false },
    web_fetch: { approved_domains: sorted(s.web_fetch?.approved_domains) },
    ...Object.keys(env).length > 0 ? { agent_env: env } : {}
  };
}
function sessionFingerprint(authored) {
  if (authored === null || authored === void 0 || typeof authored !== "object" || Array.isArray(authored)) return null;
  return createHash7("sha256").update(JSON.stringify(sessionShape(authored)), "utf8").digest("hex");
}

// src/staleness/checks/session-settings.ts
init_run_scope();
var SESSION_SHAPE_DRIFT = "session-shape fingerprint differs from the current session file (connected folders/plugin/skill/mcp/egress config changed since record) \u2014 re-record";
function changedSettings(recorded, current2, recordedIsParsedJson = false) {
  const before = recordedWithDefaults(recorded, recordedIsParsedJson);
  const keys = [.../* @__PURE__ */ new Set([...Object.keys(before), ...Object.keys(current2)])];
  return keys.filter((k2) => !canonicallyEqual(before[k2] ?? null, current2[k2] ?? null));
}
function recordedWithDefaults(recorded, parsedJson) {
  const key = parsedJson ? JSON.stringify(recorded) : void 0;
  const hit = key === void 0 ? void 0 : recordedDefaults.get(key);
  if (hit !== void 0) return hit;
  const parsed = SessionSchema.safeParse(recorded);
  const before = parsed.success ? parsed.data : recorded;
  if (key !== void 0 && recordedDefaults.size < 1e3) recordedDefaults.set(key, before);
  return before;
}
var recordedDefaults = /* @__PURE__ */ new Map();
function unresolvedWhy(failure2) {
  switch (failure2.kind) {
    case "inline-without-config":
      return "the scenario is inline";
    case "outside-repository":
      return `the session path ${failure2.path} resolves outside the cassette's repository (${failure2.root}) \u2014 not read`;
    case "unreadable":
      return failure2.message;
    case "not-found":
    case "declared-dirs-missing":
    case "skill-dirs-outside-repository":
      return `no session file at ${failure2.path}`;
  }
}
var sessionSettingsCheck = {
  id: "session",
  question: "Does the session file still set up what the recording ran in?",
  async run(ctx) {
    const out = empty();
    const { cassette, opts } = ctx;
    const recordedFp = cassette.sessionFingerprint;
    const recordedConfig = cassette.inputs?.session?.config;
    if (recordedFp === void 0 && recordedConfig === void 0) return out;
    if (recordedConfig === void 0 && cassette.scenario.session !== "(inline)") {
      out.unchecked = ["session settings the session fingerprint does not cover (uploads, permission mode, model, \u2026): the cassette records no copy of them"];
    }
    const session = await ctx.session();
    const loaded = session.ok ? session.session : loadedDespite(session.failure) ?? unresolvedWhy(session.failure);
    if (typeof loaded === "string") {
      out.notes.push(`session-fingerprint: could not resolve the current session file (${loaded}) \u2014 session-shape drift not checked`);
      return out;
    }
    const fpDrift = recordedFp !== void 0 && runMemo(`session-fingerprint\0${loaded.path}`, () => sessionFingerprint(loaded.authored)) !== recordedFp;
    const changed = recordedConfig !== void 0 ? changedSettings(recordedConfig, loaded.authored, true) : [];
    if (!fpDrift && changed.length === 0) return out;
    const scenario = await ctx.scenario();
    if (scenario.source.persistedMissing !== void 0 && opts.sessionOverride === void 0) {
      out.notes.push(
        "session-fingerprint: the session shape differs, but the cassette's recorded scenario source no longer exists (the cassette may have moved), so it is not trusted as drift \u2014 pass --session <file> to check it"
      );
      return out;
    }
    const first = changed.find((k2) => loaded.keyLines[k2] !== void 0);
    const line = first !== void 0 && recordedConfig !== void 0 ? lineOfFirstDifference(loaded.path, first, recordedConfig[first], loaded.authored[first]) ?? loaded.keyLines[first] : changed.map((k2) => loaded.keyLines[k2]).find((l3) => l3 !== void 0);
    out.findings.push({
      class: "session",
      message: changed.length > 0 ? `session setting(s) ${changed.join(", ")} changed since recording \u2014 the recorded run was set up differently; re-record` : SESSION_SHAPE_DRIFT,
      location: { path: loaded.path, ...line !== void 0 ? { line } : {} }
    });
    return out;
  }
};

// src/staleness/checks/skill-files.ts
import { existsSync as existsSync6 } from "node:fs";
import { isAbsolute as isAbsolute8, join as join13 } from "node:path";

// src/staleness/label-provenance.ts
import { join as join12, resolve as resolve12 } from "node:path";
function labelProvenanceEntries(value) {
  if (!Array.isArray(value)) return [];
  return value.flatMap((e) => {
    const file = e?.file;
    const labels = e?.labels;
    if (typeof file !== "string" || !Array.isArray(labels)) return [];
    return [{ file, labels: labels.filter((l3) => typeof l3 === "string") }];
  });
}
function labelDrift(entry2, text) {
  const missing = entry2.labels.filter((l3) => text === void 0 || !text.includes(l3));
  if (missing.length) return `gate option label(s) no longer in ${entry2.file}: ${missing.join(", ")}`;
  const positions = entry2.labels.map((l3) => text.indexOf(l3));
  const reordered = positions.some((p2, i) => i > 0 && p2 < positions[i - 1]);
  return reordered ? `gate option labels reordered in ${entry2.file}: ${entry2.labels.join(", ")}` : null;
}
async function labelProvenanceDrift(entries, dirs) {
  const out = [];
  for (const entry2 of entries) {
    let text;
    for (const dir of dirs) {
      const target = join12(dir, entry2.file);
      if (entry2.file.includes("\0") || !isWithin(resolve12(dir), resolve12(target)) || escapesRoot(dir, target)) continue;
      try {
        text = readRegularText(target);
        break;
      } catch {
      }
    }
    const drift = labelDrift(entry2, text);
    if (drift) out.push(drift);
  }
  return out;
}

// src/staleness/skill-check.ts
init_errors();
import { dirname as dirname10, resolve as resolve13 } from "node:path";

// src/staleness/file-sig-diff.ts
function diffFileSigs(recorded, live) {
  const rec = new Map(recorded);
  const now = new Map(live);
  const diff = { changed: [], added: [], removed: [] };
  for (const [path, sha] of now) {
    if (!rec.has(path)) diff.added.push(path);
    else if (rec.get(path) !== sha) diff.changed.push(path);
  }
  for (const path of rec.keys()) if (!now.has(path)) diff.removed.push(path);
  return diff;
}
function isEmptyDiff(d2) {
  return d2.changed.length === 0 && d2.added.length === 0 && d2.removed.length === 0;
}
function samplePaths(paths) {
  const head = paths.slice(0, 3).join(", ");
  return paths.length > 3 ? `${head}, +${paths.length - 3} more` : head;
}
function summarizeDiff(d2) {
  const parts = [];
  if (d2.changed.length) parts.push(`${d2.changed.length} changed (${samplePaths(d2.changed)})`);
  if (d2.added.length) parts.push(`${d2.added.length} added (${samplePaths(d2.added)})`);
  if (d2.removed.length) parts.push(`${d2.removed.length} removed (${samplePaths(d2.removed)})`);
  return parts.length ? parts.join("; ") : null;
}
function duplicatePaths(sigs) {
  const seen = /* @__PURE__ */ new Set();
  const dupes = /* @__PURE__ */ new Set();
  for (const [path] of sigs ?? []) (seen.has(path) ? dupes : seen).add(path);
  return [...dupes].sort();
}
function agentSkillName2(parts) {
  if (parts[0] !== "agents" || parts.length < 2) return null;
  const name = parts[1];
  return parts.length === 2 ? name.replace(/\.[^.]+$/, "") : name;
}
function partitionDiff(d2, scope, agentScoped) {
  const shared = { changed: [], added: [], removed: [] };
  const skill = { changed: [], added: [], removed: [] };
  const isSkillPrivate = (path) => {
    const parts = path.split("/");
    if (parts[0] === "skills" && parts.length >= 2) return scope.has(parts[1]);
    if (agentScoped) {
      const an2 = agentSkillName2(parts);
      if (an2 !== null && scope.has(an2)) return true;
    }
    return false;
  };
  for (const cat of ["changed", "added", "removed"]) {
    for (const p2 of d2[cat]) (isSkillPrivate(p2) ? skill : shared)[cat].push(p2);
  }
  return { shared, skill };
}

// src/staleness/skill-drift.ts
function withFiles(finding2, d2) {
  if (!d2 || isEmptyDiff(d2)) return finding2;
  return { ...finding2, files: { changed: [...d2.changed], added: [...d2.added], removed: [...d2.removed] } };
}
function duplicateMessage(dupes) {
  return `ambiguous duplicate manifest path(s) across mounts (${samplePaths(dupes)}) \u2014 drift attribution is unavailable for them; the hash difference is still real`;
}
function scopedFindings(fp, live) {
  const out = [];
  const scope = fp.skillScope ?? [];
  const label = scope.map((s) => `skills/${s}`).join(", ") || "skill";
  const liveSigs = live.digests.fileSigs;
  const dupes = [.../* @__PURE__ */ new Set([...duplicatePaths(fp.fileSigs), ...duplicatePaths(liveSigs)])].sort();
  if (dupes.length) {
    const allSkill = dupes.every((p2) => scope.some((s) => p2.startsWith(`skills/${s}/`)));
    out.push({ class: allSkill ? "skill" : "shared-root", message: duplicateMessage(dupes) });
  }
  const sharedMoved = live.digests.sharedHash !== fp.sharedHash;
  if (fp.fileSigs && liveSigs) {
    const { shared, skill } = partitionDiff(diffFileSigs(fp.fileSigs, liveSigs), new Set(scope), live.agentScope === "skill");
    const sharedSummary = summarizeDiff(shared);
    const skillSummary = summarizeDiff(skill);
    if (sharedSummary) {
      out.push(withFiles({ class: "shared-root", message: `shared root changed since record (scope: ${label}) [${sharedSummary}] \u2014 re-record` }, shared));
    }
    if (skillSummary) out.push(withFiles({ class: "skill", message: `${label} changed since record [${skillSummary}] \u2014 re-record` }, skill));
    if (!sharedSummary && !skillSummary) {
      if (sharedMoved) out.push({ class: "shared-root", message: `shared root changed since record (scope: ${label}) \u2014 re-record` });
      out.push({ class: "skill", message: `${label} changed since record \u2014 re-record` });
    }
    return out;
  }
  if (sharedMoved) {
    out.push({ class: "shared-root", message: `shared root changed since record (scope: ${label}) \u2014 re-record` });
    out.push({ class: "skill", message: `${label} may also have changed since record (no per-file manifest to isolate) \u2014 re-record` });
  } else {
    out.push({ class: "skill", message: `${label} changed since record \u2014 re-record` });
  }
  return out;
}
function wholeTreeFindings(fp, live) {
  const out = [];
  const liveSigs = live.digests.fileSigs;
  const dupes = [.../* @__PURE__ */ new Set([...duplicatePaths(fp.fileSigs), ...duplicatePaths(liveSigs)])].sort();
  if (dupes.length) out.push({ class: "skill", message: duplicateMessage(dupes) });
  const diff = fp.fileSigs && liveSigs ? diffFileSigs(fp.fileSigs, liveSigs) : void 0;
  const summary = diff ? summarizeDiff(diff) : null;
  if (summary) out.push(withFiles({ class: "skill", message: `skill files changed since record \u2014 ${summary} \u2014 re-record` }, diff));
  else out.push({ class: "skill", message: "local skill/plugin dir contents changed since record \u2014 re-record" });
  return out;
}
function notGitFindings(fp, live) {
  if (live.digests.skillHash === fp.skillHash) return [];
  const diff = fp.fileSigs && live.digests.fileSigs ? diffFileSigs(fp.fileSigs, live.digests.fileSigs) : void 0;
  if (diff && (diff.changed.length > 0 || diff.removed.length > 0)) {
    const edited = { changed: diff.changed, added: [], removed: diff.removed };
    const extra = diff.added.length > 0 ? `; ${summarizeDiff({ changed: [], added: diff.added, removed: [] })} (not a git repository: these may be untracked files)` : "";
    return [withFiles({ class: "skill", message: `skill files changed since record \u2014 ${summarizeDiff(edited)}${extra} \u2014 re-record` }, edited)];
  }
  const summary = diff ? summarizeDiff(diff) : null;
  return [
    {
      class: "format",
      message: `not a git repository: fingerprints computed over all files (raw mode); the cassette was recorded over git-tracked files only, and the digests differ${summary ? ` (${summary})` : ""}: untracked files alone can cause that \u2014 verify inside the git checkout, or re-record here`
    }
  ];
}
function skillDriftFindings(fp, live) {
  const recMode = fp.mode ?? "raw";
  if (recMode !== live.mode) {
    if (live.mode === "raw" && live.rawReason === "not-git") return notGitFindings(fp, live);
    return [
      {
        class: "format",
        message: `recorded in '${recMode}' file-set mode, verifying in '${live.mode}' (COWORK_HARNESS_GITSET) \u2014 re-record under the same mode`
      }
    ];
  }
  const recScope = fp.agentScope ?? "off";
  const liveScope = live.agentScope ?? "off";
  if (recScope !== liveScope) {
    return [
      {
        class: "format",
        message: `recorded with agent-scope '${recScope}', verifying with '${liveScope}' (COWORK_HARNESS_AGENT_SCOPE) \u2014 re-record under the same setting`
      }
    ];
  }
  if (live.digests.skillHash === fp.skillHash) return [];
  if (fp.sharedHash !== void 0 && live.digests.sharedHash !== void 0) return scopedFindings(fp, live);
  return wholeTreeFindings(fp, live);
}

// src/staleness/skill-check.ts
var CANNOT_VERIFY = "cannot verify skill staleness (can't verify \u21D2 not green)";
function unverifiable(override, detail) {
  const where = override === void 0 ? "from the cassette location" : `from the session given with --session (${override})`;
  return { class: "unverifiable-skill", message: `skill dirs not resolvable ${where}${detail} \u2014 ${CANNOT_VERIFY}` };
}
function declaredEntryLine(sessionPath, dir) {
  let parsed;
  try {
    parsed = parseYamlWithPositions(readRegularText(sessionPath));
  } catch {
    return void 0;
  }
  if (!parsed.ok) return void 0;
  const value = parsed.value;
  for (const path of [
    ["skills", "local"],
    ["plugins", "local_plugins"],
    ["plugins", "remote_plugins"],
    ["plugins", "local_marketplaces"]
  ]) {
    const list = value?.[path[0]]?.[path[1]];
    if (!Array.isArray(list)) continue;
    const i = list.findIndex((entry2) => typeof entry2 === "string" && resolve13(dirname10(sessionPath), entry2) === dir);
    if (i >= 0) return lineOfPath(parsed.source, [...path, i]);
  }
  return void 0;
}
function recordedFormat(fp) {
  if (fp.hashFormat === void 0) return "legacy";
  if (fp.hashFormat === "jcs1") return "jcs1";
  return { unknown: String(fp.hashFormat) };
}
function unresolvable(override, failure2) {
  const finding2 = unverifiable(override, failureDetail(failure2, override));
  if (failure2.kind === "declared-dirs-missing") {
    const line = declaredEntryLine(failure2.path, failure2.missing[0]);
    return {
      ...finding2,
      location: { path: failure2.path, ...line !== void 0 ? { line } : {} },
      fix: "correct that entry of the session file (its paths are relative to the session's own directory), or restore the missing folder; re-recording cannot help, it needs the folder too"
    };
  }
  if (failure2.kind !== "unreadable") return finding2;
  const location = { path: failure2.path, ...failure2.line !== void 0 ? { line: failure2.line } : {} };
  return { ...finding2, location, reason: "invalid-session", detail: failure2.detail };
}
async function skillCheck(cassette, fp, override, env, session) {
  const result = { findings: [], notes: [], session };
  if (!session.ok) {
    result.findings.push(unresolvable(override, session.failure));
    return result;
  }
  if (session.missing.length) {
    result.notes.push(`skill dirs: ${session.missing.length} declared skill dir(s) do not exist and were not hashed: ${session.missing.join(", ")}`);
  }
  if (session.dirs.length === 0) {
    result.findings.push(unverifiable(override, " \u2014 the session resolved but declares no skill dirs to hash"));
    return result;
  }
  const format = recordedFormat(fp);
  if (typeof format === "object") {
    result.findings.push({
      class: "unverifiable-skill",
      message: `fingerprint.hashFormat '${format.unknown}' is not a hash format this build knows (jcs1, or absent for legacy) \u2014 ${CANNOT_VERIFY}`
    });
    return result;
  }
  let tree;
  try {
    tree = await fingerprintSessionSkills(cassette, session, env);
  } catch (e) {
    result.findings.push(unverifiable(override, ` \u2014 hashing the skill dirs failed: ${oneLine(e)}`));
    return result;
  }
  const digests = tree[format];
  if (digests.skillHash === void 0) {
    result.findings.push(
      unverifiable(override, " \u2014 the session resolved and its dirs exist, but some could not be READ, so the hash was dropped as unreliable")
    );
    return result;
  }
  result.findings.push(
    ...skillDriftFindings(fp, {
      mode: tree.mode,
      ...tree.rawReason ? { rawReason: tree.rawReason } : {},
      ...tree.agentScoped ? { agentScope: "skill" } : {},
      digests
    })
  );
  return result;
}

// src/staleness/checks/skill-files.ts
var isPlainRelative = (rel) => !isAbsolute8(rel) && !rel.includes("\0") && !rel.split(/[\\/]/).includes("..");
function locate(f3, dirs) {
  if (!f3.files || dirs.length === 0) return f3;
  const holder = (rel) => isPlainRelative(rel) ? dirs.find((d2) => existsSync6(join13(d2, rel))) : void 0;
  const abs = (rel) => join13(holder(rel) ?? dirs[0], rel);
  const paths = { changed: f3.files.changed.map(abs), added: f3.files.added.map(abs), removed: f3.files.removed.map(abs) };
  const first = paths.changed[0] ?? paths.added[0];
  return { ...f3, paths, ...first !== void 0 ? { location: { path: first } } : {} };
}
var skillFilesCheck = {
  id: "skill-files",
  question: "Are the skill and plugin files the session mounts unchanged since the recording?",
  async run(ctx) {
    const out = { findings: [], notes: [] };
    const fp = ctx.cassette.fingerprint;
    if (!fp) return out;
    let skillDirs;
    if (fp.skillHash) {
      const skill = await skillCheck(ctx.cassette, fp, ctx.opts.sessionOverride, ctx.env, await ctx.session());
      if (skill.session.ok) skillDirs = skill.session.dirs;
      out.findings.push(...skill.findings.map((f3) => locate(f3, skillDirs ?? [])));
      out.notes.push(...skill.notes);
    }
    const labels = labelProvenanceEntries(fp.labelProvenance);
    if (labels.length) {
      if (skillDirs === void 0) {
        const session = await ctx.session();
        if (session.ok) skillDirs = session.dirs;
      }
      if (skillDirs !== void 0) {
        for (const d2 of await labelProvenanceDrift(labels, skillDirs)) out.findings.push({ class: "skill", message: `${d2} \u2014 re-record` });
      }
    }
    const roots = fp.skillSources?.length ?? 0;
    if (roots >= 2) {
      out.notes.push(
        `multi-root: cassette records ${roots} skill roots \u2014 skillHash cannot distinguish a file MOVED between roots, and root fold order follows absolute paths \u2014 a rename can read as drift.`
      );
    }
    return out;
  }
};

// src/staleness/checks/staged-files.ts
import { basename as basename3, dirname as dirname11, relative as relative6, resolve as resolve14 } from "node:path";
function recordedCandidates(ctx) {
  const files = ctx.cassette.inputs?.files;
  if (files === void 0) return void 0;
  const baseDir = cassetteDir(ctx);
  const list = files.map((f3, i) => ({
    path: { field: `inputs.files[${i}].source`, baseDir, named: f3.source },
    source: resolve14(baseDir, f3.source),
    shown: f3.source,
    sha256: f3.sha256
  }));
  return { list, namedIn: ctx.cassettePath };
}
async function derivedCandidates(ctx, out) {
  const hashes = ctx.cassette.preRunHashes;
  const session = await ctx.session();
  if (!session.ok) return { list: [], namedIn: ctx.cassettePath };
  const uploads = session.session.resolved.uploads;
  if (uploads.length > 0 && hashes === void 0) out.unchecked = [`upload files: the cassette records no pre-run hashes of its ${uploads.length} upload(s)`];
  const baseDir = dirname11(resolve14(session.path));
  const list = uploads.flatMap((source, i) => {
    const sha256 = hashes?.[`uploads/${basename3(source)}`];
    if (typeof sha256 !== "string") return [];
    const shown = session.session.authored.uploads[i] ?? source;
    return [{ path: { field: `session uploads[${i}]`, baseDir, named: relative6(baseDir, source), shown }, source, shown, sha256 }];
  });
  return { list, namedIn: session.path };
}
function finding(changed, missing) {
  const all = [...changed, ...missing];
  const names = all.slice(0, 5).map((c3) => c3.shown).join(", ") + (all.length > 5 ? `, +${all.length - 5} more` : "");
  const what = [changed.length ? `${changed.length} changed` : "", missing.length ? `${missing.length} missing` : ""].filter(Boolean).join(", ");
  return {
    class: "uploads",
    message: `upload/folder file(s) the agent was given changed since recording (${what}): ${names} \u2014 the recorded run read the old content; re-record`,
    files: { changed: changed.map((c3) => c3.shown), added: [], removed: missing.map((c3) => c3.shown) },
    paths: { changed: changed.map((c3) => c3.source), added: [], removed: missing.map((c3) => c3.source) },
    location: { path: all[0].source }
  };
}
var stagedFilesCheck = {
  id: "uploads",
  question: "Are the files staged into uploads and connected folders the bytes the agent saw?",
  async run(ctx) {
    const out = empty();
    const recorded = recordedCandidates(ctx);
    const candidates = recorded ?? await derivedCandidates(ctx, out);
    const changed = [];
    const missing = [];
    const absent = [];
    const refused = [];
    for (const c3 of candidates.list) {
      if (c3.sha256 === null) continue;
      const now = namedFileVerdict(ctx, c3.path);
      if (now.kind === "refused") refused.push({ path: c3.path, why: now.why });
      else if (now.kind === "missing") {
        if (recorded) missing.push(c3);
        else absent.push(c3.shown);
      } else if (now.sha256 !== c3.sha256) changed.push(c3);
    }
    if (absent.length > 0)
      out.unchecked = [`upload files ${absent.join(", ")}: not found, and the cassette records no inputs to tell whether they were removed`];
    if (changed.length + missing.length > 0) out.findings.push(finding(changed, missing));
    if (refused.length > 0) out.findings.push(notReadFinding("uploads", refused, candidates.namedIn));
    return out;
  }
};

// src/staleness/checks/index.ts
var STALENESS_CHECKS = [
  baselinesCheck,
  skillFilesCheck,
  modelScriptCheck,
  stagedFilesCheck,
  sessionSettingsCheck,
  scenarioFieldsCheck
];

// src/staleness/compute.ts
async function computeStaleness(cassette, cassettePath, opts = {}, only) {
  return runChecks(checkContext(cassette, cassettePath, opts), only);
}
async function runChecks(ctx, only) {
  const report = { findings: [], notes: [], unchecked: [], byCheck: [] };
  for (const check of STALENESS_CHECKS) {
    if (only !== void 0 && !only.includes(check.id)) continue;
    const r2 = await check.run(ctx);
    report.findings.push(...r2.findings);
    report.notes.push(...r2.notes);
    report.unchecked.push(...r2.unchecked ?? []);
    report.byCheck.push({ id: check.id, findings: r2.findings, notes: r2.notes });
  }
  return report;
}

// src/verify/verify-one.ts
init_errors();

// src/verify/host-inventory.ts
var SERVERS = /* @__PURE__ */ new Set(["cowork", "plugins", "skills", "workspace"]);
var AGENTS = /* @__PURE__ */ new Set(["claude", "claude-code-guide", "Explore", "general-purpose", "Plan", "statusline-setup"]);
var SKILLS = /* @__PURE__ */ new Set([
  "batch",
  "claude-api",
  "code-review",
  "dataviz",
  "debug",
  "deep-research",
  "design-sync",
  "doctor",
  "fewer-permission-prompts",
  "loop",
  "plugin-authoring",
  "run",
  "run-skill-generator",
  "simplify",
  "update-config",
  "verify",
  "workflow-authoring"
]);
var SCANNED_TIERS = /* @__PURE__ */ new Set(["protocol", "hostloop", "cowork"]);
var isObj = (x3) => x3 !== null && typeof x3 === "object" && !Array.isArray(x3);
var nameOf = (x3) => typeof x3 === "string" ? x3 : isObj(x3) && typeof x3.name === "string" ? x3.name : void 0;
function hostInventoryApplies(cassette) {
  const tier = cassette.effectiveFidelity ?? cassette.scenario?.fidelity;
  return tier === void 0 || SCANNED_TIERS.has(tier);
}
function parse2(line) {
  if (typeof line !== "string") return void 0;
  try {
    return JSON.parse(line);
  } catch {
    return void 0;
  }
}
function scanHostInventory(cassette, allowed2) {
  if (!hostInventoryApplies(cassette)) return [];
  const out = [];
  const declared = /* @__PURE__ */ new Set();
  const harvest = (v2) => {
    if (Array.isArray(v2)) v2.forEach(harvest);
    else if (isObj(v2)) {
      for (const [k2, x3] of Object.entries(v2)) {
        if (k2 === "plugins" && Array.isArray(x3))
          for (const p2 of x3) {
            const n = nameOf(p2);
            if (n) declared.add(n);
          }
        harvest(x3);
      }
    }
  };
  const events = Array.isArray(cassette.events) ? cassette.events.map(parse2) : [];
  const control = Array.isArray(cassette.controlOut) ? cassette.controlOut.map(parse2) : [];
  events.forEach(harvest);
  const push = (where, sample) => {
    if (!allowed2(sample, "host-inventory")) out.push({ where, cls: "host-inventory", sample });
  };
  const visit = (v2, where) => {
    if (Array.isArray(v2)) return v2.forEach((x3) => visit(x3, where));
    if (!isObj(v2)) return;
    if (Array.isArray(v2.mcp_servers))
      for (const s of v2.mcp_servers) {
        const n = isObj(s) && typeof s.name === "string" ? s.name : void 0;
        if (n && !SERVERS.has(n)) push(`${where} mcp_servers[].name`, n);
      }
    if (Array.isArray(v2.tools))
      for (const t2 of v2.tools) {
        const m2 = typeof t2 === "string" ? /^mcp__(.+?)__/.exec(t2) : null;
        if (m2 && !SERVERS.has(m2[1])) push(`${where} tools[] (${t2})`, m2[1]);
      }
    if (isObj(v2.account)) {
      for (const k2 of ["email", "organization", "subscriptionType"]) if (k2 in v2.account) push(`${where} account.${k2}`, k2);
    }
    if (Array.isArray(v2.agents) || Array.isArray(v2.skills)) {
      const local = /* @__PURE__ */ new Set([...declared, ...Array.isArray(v2.plugins) ? v2.plugins.map(nameOf).filter((n) => !!n) : []]);
      const isLocal = (n) => {
        const i = n.indexOf(":");
        return i > 0 && local.has(n.slice(0, i));
      };
      if (Array.isArray(v2.agents))
        for (const a of v2.agents) {
          const n = nameOf(a);
          if (n && !AGENTS.has(n) && !isLocal(n)) push(`${where} agents[]`, n);
        }
      if (Array.isArray(v2.skills))
        for (const s of v2.skills) {
          const n = nameOf(s);
          if (n && !SKILLS.has(n) && !isLocal(n)) push(`${where} skills[]`, n);
        }
    }
    for (const x3 of Object.values(v2)) visit(x3, where);
  };
  events.forEach((e, i) => visit(e, `events[${i}]`));
  control.forEach((e, i) => visit(e, `controlOut[${i}]`));
  return out;
}

// src/verify/email-matches.ts
var EMAIL_RE = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/gi;
var AT_START = new RegExp(EMAIL_RE.source, "iy");
var LOCAL = /[a-z0-9._%+-]/i;
function emailMatches(text) {
  const out = [];
  let pos = 0;
  for (let at3 = text.indexOf("@"); at3 !== -1; at3 = text.indexOf("@", Math.max(pos, at3 + 1))) {
    let start = at3;
    while (start > pos && LOCAL.test(text[start - 1])) start--;
    if (start === at3) continue;
    AT_START.lastIndex = start;
    const m2 = AT_START.exec(text);
    if (m2) {
      out.push(m2[0]);
      pos = start + m2[0].length;
    }
  }
  return out;
}

// src/verify/domain-matches.ts
var isAlnum = (c3) => c3 >= 97 && c3 <= 122 || c3 >= 65 && c3 <= 90 || c3 >= 48 && c3 <= 57;
var isLabel = (c3) => isAlnum(c3) || c3 === 45;
var isWord = (c3) => isAlnum(c3) || c3 === 95;
function domainMatcher(tlds) {
  const tldAt = new RegExp(`(?:${tlds})\\b`, "iy");
  return (text) => {
    const out = [];
    let i = 0;
    for (let dot = text.indexOf("."); dot !== -1; dot = text.indexOf(".", Math.max(i, dot + 1))) {
      const r1 = dot;
      if (r1 <= i || !isAlnum(text.charCodeAt(r1 - 1))) continue;
      let r0 = r1 - 1;
      while (r0 > i && isLabel(text.charCodeAt(r0 - 1))) r0--;
      tldAt.lastIndex = r1 + 1;
      const tld = tldAt.exec(text);
      if (!tld) continue;
      let p2 = r0;
      while (p2 < r1 && !(isAlnum(text.charCodeAt(p2)) && (p2 === 0 || !isWord(text.charCodeAt(p2 - 1))))) p2++;
      if (p2 === r1) continue;
      const end = r1 + 1 + tld[0].length;
      out.push(text.slice(p2, end));
      i = end;
    }
    return out;
  };
}

// src/verify/phone-matches.ts
var PHONE_RE = /(?<![\w+.\-/])(?:\+[1-9]\d{0,2}(?:[ .-]?\(\d{1,4}\)|[ .-]\d{1,4})(?:[ .-]\d{2,4}){1,4}|\(\d{3}\) ?\d{3}-\d{4}|\d{3}([-.])\d{3}\1\d{4})(?![\w\-/]|\.\d)/g;
var PHONE_MARK = /\+[1-9]|\(\d{3}\)|\d{3}[-.]\d{3}[-.]\d{4}/;
function digitCount(s) {
  return s.replace(/\D/g, "").length;
}
function phoneMatches(text) {
  if (!PHONE_MARK.test(text)) return [];
  const out = [];
  for (const m2 of text.matchAll(PHONE_RE)) {
    const n = digitCount(m2[0]);
    if (m2[0].startsWith("+") ? n >= 8 && n <= 15 : n === 10) out.push(m2[0]);
  }
  return out;
}

// src/verify/privacy-patterns.ts
var DOMAIN_TLDS = "com|io|net|org|co|app|ai|dev|xyz|vc|fund|capital|tech|cloud|health|finance|us|uk|de|fr|ca|au|me|tv|info|biz|edu|gov|mil|ch|nl|se|no|it|jp|br|nz|in|sg|kr|mx|es|pt|pl|be|at|dk|fi|ie|ru|cn|tw|hu|cz|ro|il|za|ar|cl|pe|tr";
var MACHINE_INVENTORY_RE = /\b(?:(?:available|installed|running)\s+(?:applications?|apps|processes)|(?:applications?|apps|processes)\s+(?:currently\s+)?(?:available|installed|running))\s+on\s+(?:this|the|your)\s+(?:machine|computer|system|device|mac|host)\b\s*:?/gi;
var INVENTORY_WORD = /app|process/i;
var INVENTORY_TAIL = /on\s+(?:this|the|your)\s+(?:machine|computer|system|device|mac|host)\b/i;
var CURRENCY_RE = /\$\s?\d[\d,]*(?:\.\d+)?\s?(?:k|m|b|bn|million|billion)?/gi;
var PATH_RE = /(?<![^\s"'(=:])(?:\/Users\/|\/home\/|\/root\/|\/private\/var\/|\/var\/folders\/|\/Volumes\/)[^\s"')]+/g;
var PATH_PREFIX = /\/(?:Users|home|root|private\/var|var\/folders|Volumes)\//;
function gated(re2, mayMatch) {
  return (text) => mayMatch(text) ? Array.from(text.matchAll(re2), (m2) => m2[0]) : [];
}
var FULL_PATTERNS = [
  { cls: "email", re: EMAIL_RE, matches: emailMatches },
  // every match starts with "$"
  { cls: "currency", re: CURRENCY_RE, matches: gated(CURRENCY_RE, (text) => text.includes("$")) },
  { cls: "domain", re: new RegExp(`\\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.(?:${DOMAIN_TLDS})\\b`, "gi"), matches: domainMatcher(DOMAIN_TLDS) },
  // every match holds one of the prefixes literally
  { cls: "path", re: PATH_RE, matches: gated(PATH_RE, (text) => PATH_PREFIX.test(text)) },
  // ours, beyond the reference's classes: cleared with --allow-phone (or --allow)
  { cls: "phone", re: PHONE_RE, matches: phoneMatches },
  {
    cls: "machine-inventory",
    re: MACHINE_INVENTORY_RE,
    // every match holds "app" or "process" and ends with "on this machine" or the like (same /i
    // folding): other lines skip the long regex, which tries its alternation at every word
    matches: gated(MACHINE_INVENTORY_RE, (text) => INVENTORY_WORD.test(text) && INVENTORY_TAIL.test(text))
  }
];
var MANIFEST_PATTERNS = FULL_PATTERNS.filter((p2) => p2.cls !== "currency" && p2.cls !== "domain" && p2.cls !== "phone");

// src/verify/privacy-scan.ts
function allowed(sample, cls, allow) {
  return allow.some((a) => {
    if (a.cls !== void 0 && a.cls !== cls) return false;
    return boundedRegExp(`^(?:${a.re.source})$`, a.re.flags.replace("g", "")).test(sample);
  });
}
var globalForms = /* @__PURE__ */ new WeakMap();
function globalForm(re2) {
  let g2 = globalForms.get(re2);
  if (g2 === void 0) {
    g2 = new RegExp(re2.source, re2.flags.includes("g") ? re2.flags : `${re2.flags}g`);
    globalForms.set(re2, g2);
  }
  return g2;
}
function scanText(text, where, allow, patterns = FULL_PATTERNS) {
  const out = [];
  for (const { cls, re: re2, matches } of patterns) {
    for (const sample of matches ? matches(text) : Array.from(text.matchAll(globalForm(re2)), (m2) => m2[0])) {
      if (!allowed(sample, cls, allow)) out.push({ where, cls, sample });
    }
  }
  return out;
}
var manifestAnswers = /* @__PURE__ */ new Map();
var MANIFEST_ANSWERS_MAX = 512;
var MANIFEST_MARK = /\\u|init|serverInfo|commands/;
function isCapabilityManifest(line) {
  if (!MANIFEST_MARK.test(line)) return false;
  let answer = manifestAnswers.get(line);
  if (answer === void 0) {
    answer = parsedManifest(line);
    if (manifestAnswers.size >= MANIFEST_ANSWERS_MAX) manifestAnswers.clear();
    manifestAnswers.set(line, answer);
  }
  return answer;
}
function parsedManifest(line) {
  let m2;
  try {
    m2 = JSON.parse(line);
  } catch {
    return false;
  }
  if (m2?.type === "system" && m2?.subtype === "init") return true;
  if (m2?.type === "control_request") {
    return m2.request?.subtype === "mcp_message" && m2.request.message?.method === "initialize";
  }
  if (m2?.type === "control_response") {
    const r2 = m2.response ?? {};
    if (r2.request_id === "init-1") return true;
    const body = r2.response;
    if (body === null || typeof body !== "object") return false;
    if ("commands" in body && "agents" in body) return true;
    const result = body.mcp_response?.result;
    return result !== null && typeof result === "object" && result.serverInfo !== void 0;
  }
  return false;
}
function uncommittedReason(reason, bytes) {
  switch (reason) {
    case "size":
      return `too large to commit${typeof bytes === "number" ? ` (${bytes} bytes)` : ""}`;
    case "input":
    case "readonly":
      return "an input the run was given (an upload or a read-only folder), kept as a digest only";
    case "unreadable":
      return "unreadable when the run ended";
    default:
      return reason ? `not committed (${reason})` : "too large or unreadable";
  }
}
function scanArtifacts(cassette, allow) {
  const out = [];
  for (const a of cassette.artifacts ?? []) {
    out.push(...scanText(a.path, `artifact path ${a.path}`, allow));
    if (a.body !== void 0) {
      if (a.encoding === "base64") {
        const bytes = Buffer.from(a.body, "base64");
        const text = bytes.toString("utf8");
        if (Buffer.from(text, "utf8").equals(bytes)) out.push(...scanText(text, `artifact ${a.path}`, allow));
        else if (!allowed(a.path, "binary", allow)) {
          out.push({
            where: `artifact ${a.path}`,
            cls: "binary",
            sample: `(committed binary body \u2014 not text-scannable; review and clear with --allow ${a.path} (a pattern matched on this path))`
          });
        }
      } else {
        out.push(...scanText(a.body, `artifact ${a.path}`, allow));
      }
    } else if (a.truncated) {
      out.push({ where: `artifact ${a.path}`, cls: "unscanned", sample: `(body not committed \u2014 ${uncommittedReason(a.truncationReason, a.bytes)})` });
    }
  }
  return out;
}
function scanCassette(cassette, allow = []) {
  const out = [];
  const lines = (list, key) => {
    if (!Array.isArray(list)) return;
    list.forEach((l3, i) => {
      if (typeof l3 !== "string") return;
      out.push(...scanText(l3, `${key}[${i}]`, allow, isCapabilityManifest(l3) ? MANIFEST_PATTERNS : FULL_PATTERNS));
    });
  };
  lines(cassette.events, "events");
  lines(cassette.controlOut, "controlOut");
  out.push(...scanHostInventory(cassette, (sample, cls) => allowed(sample, cls, allow)));
  (cassette.folderPrefixMap ?? []).forEach((e, i) => {
    if (typeof e?.from === "string") out.push(...scanText(e.from, `folderPrefixMap[${i}].from`, allow));
  });
  out.push(...scanArtifacts(cassette, allow));
  const sc = cassette.scenario;
  out.push(...scanText(typeof sc.prompt === "string" ? sc.prompt : "", "scenario.prompt", allow));
  out.push(...scanText(JSON.stringify(sc.answers ?? null), "scenario.answers", allow));
  out.push(...scanText(JSON.stringify(sc.assert ?? null), "scenario.assert", allow));
  for (const s of cassette.fingerprint?.skillSources ?? []) out.push(...scanText(s, "fingerprint.skillSources", allow));
  for (const [p2] of cassette.fingerprint?.fileSigs ?? []) out.push(...scanText(p2, "fingerprint.fileSigs", allow));
  (cassette.userVisibleRoots ?? []).forEach((r2, i) => out.push(...scanText(r2, `metadata:userVisibleRoots[${i}]`, allow)));
  out.push(...scanText(typeof sc.name === "string" ? sc.name : "", "metadata:scenario.name", allow));
  out.push(...scanText(typeof sc.session === "string" ? sc.session : "", "metadata:scenario.session", allow));
  if (cassette.scenarioSource) out.push(...scanText(cassette.scenarioSource, "metadata:scenarioSource", allow));
  const ref = cassette.environment?.agentImage?.ref;
  if (typeof ref === "string") out.push(...scanText(ref, "metadata:environment.agentImage.ref", allow));
  return out;
}

// src/verify/verify-one.ts
function emptyResult(file) {
  return { file, findings: [], staleness: [], unverifiable: [], notes: [], version: [], scenarioDrift: [], privacyScanned: false };
}
async function salvageScan(file, allow) {
  try {
    const raw = JSON.parse(await readCassetteText(file));
    if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return void 0;
    const scenario = raw.scenario !== null && typeof raw.scenario === "object" ? raw.scenario : {};
    return scanCassette({ ...raw, scenario }, allow);
  } catch {
    return void 0;
  }
}
async function verifyLoaded(file, cassette, opts) {
  const r2 = emptyResult(file);
  if (opts.privacy) r2.findings = scanCassette(cassette, opts.allow);
  r2.privacyScanned = opts.privacy;
  if (opts.staleness || opts.scenarioDrift) {
    const only = opts.staleness ? void 0 : [scenarioFieldsCheck.id];
    const report = opts.precomputedStaleness ?? await computeStaleness(
      cassette,
      file,
      {
        ...opts.sessionOverride !== void 0 ? { sessionOverride: opts.sessionOverride } : {},
        ...opts.baselinesDir !== void 0 ? { baselinesDir: opts.baselinesDir } : {},
        ...opts.env !== void 0 ? { env: opts.env } : {}
      },
      only
    );
    for (const c3 of report.byCheck) {
      const isScenario = c3.id === scenarioFieldsCheck.id;
      if (isScenario ? !opts.scenarioDrift : !opts.staleness) continue;
      for (const f3 of c3.findings) {
        if (isScenario) r2.scenarioDrift.push(f3.message);
        else (f3.class.startsWith("unverifiable-") ? r2.unverifiable : r2.staleness).push(f3.message);
      }
      r2.notes.push(...c3.notes);
    }
  }
  const version2 = cassette.cassetteVersion ?? 0;
  if (version2 > CURRENT_CASSETTE_VERSION) {
    r2.version.push(
      `cassette format v${version2} is newer than this harness understands (v${CURRENT_CASSETTE_VERSION}) \u2014 upgrade cowork-harness (can't verify \u21D2 not green)`
    );
  }
  return r2;
}
async function verifyOne(file, opts) {
  let cassette;
  try {
    cassette = (await loadCassetteFile(file)).cassette;
  } catch (e) {
    const r2 = emptyResult(file);
    r2.error = oneLine(e);
    if (opts.privacy) {
      const salvaged = await salvageScan(file, opts.allow);
      if (salvaged) {
        r2.findings = salvaged;
        r2.privacyScanned = true;
      }
    }
    return r2;
  }
  try {
    return await verifyLoaded(file, cassette, opts);
  } catch (e) {
    return { ...emptyResult(file), error: oneLine(e) };
  }
}

// src/cli/commands/verify.ts
var VERIFY_USAGE = "usage: verify <file|dir>... [--output-format text|json] [--baselines DIR] [--session FILE] [--skip-privacy|--skip-staleness] [--skip-scenario-drift] [--allow-empty] [--allow REGEX]... [--allow-patterns-file FILE]...";
var VERIFY_HELP = `Usage: cowork-harness verify <file|dir>... [options]     (alias: verify-cassettes)

Checks each cassette for staleness (skill sources, baseline, tier, prompt assets), session-shape
drift, scenario drift and privacy findings. A directory contributes its own *.cassette.json files.

Options:
  --output-format text|json        text (default) or the reference's JSON envelope on stdout
  --baselines DIR                  desktop-*.json baselines for the baseline, tier and prompt-asset
                                   checks (without one they are reported as notes)
  --session FILE                   the session to verify one cassette against
  --skip-privacy                   no privacy scan (exclusive with --skip-staleness)
  --skip-staleness                 no staleness check
  --skip-scenario-drift            no scenario-drift check
  --allow-empty                    no cassette found is not an error
${ALLOW_HELP}
  -h, --help                       show this help

Exit codes: 0 clean, 1 a real finding (staleness, session or scenario drift, privacy), 2 usage
error, 3 could not verify (unverifiable staleness, future version, unreadable cassette); 1 wins over 3.
`;
var VERIFY_OPTIONS = {
  "skip-privacy": { type: "boolean" },
  "skip-staleness": { type: "boolean" },
  "skip-scenario-drift": { type: "boolean" },
  "allow-empty": { type: "boolean" },
  help: { type: "boolean", short: "h" },
  "output-format": { type: "string" },
  baselines: { type: "string" },
  session: { type: "string" },
  ...ALLOW_OPTIONS
};
async function isDirectory2(p2) {
  try {
    return (await stat7(p2)).isDirectory();
  } catch {
    return false;
  }
}
async function isFile2(p2) {
  try {
    return (await stat7(p2)).isFile();
  } catch {
    return false;
  }
}
async function run2(argv, io2, json) {
  const { values, positionals } = parseCommandArgs("verify", argv, VERIFY_OPTIONS);
  const flag = (name) => values[name] === true;
  if (flag("help")) {
    io2.stdout(VERIFY_HELP);
    return EXIT.ok;
  }
  outputFormat(values["output-format"], io2.env);
  const skipPrivacy = flag("skip-privacy");
  const skipStaleness = flag("skip-staleness");
  if (skipPrivacy && skipStaleness) {
    throw new UsageError("--skip-privacy and --skip-staleness are mutually exclusive (together they'd check nothing)");
  }
  const baselinesDir = values.baselines;
  if (baselinesDir !== void 0 && !await isDirectory2(baselinesDir)) throw new UsageError(`--baselines: not a directory: ${baselinesDir}`);
  const sessionOverride = values.session;
  if (sessionOverride !== void 0) {
    if (skipStaleness) throw new UsageError("--session has no effect with --skip-staleness \u2014 drop one of them");
    if (!await isFile2(sessionOverride)) throw new UsageError(`--session: not a session file: ${sessionOverride}`);
  }
  if (positionals.length === 0) throw new UsageError("give one or more cassette files or directories (--help shows the usage)", VERIFY_USAGE);
  const allow = await allowListFromValues(values, io2.cwd);
  const files = await verifyTargets(positionals, flag("allow-empty"));
  if (sessionOverride !== void 0 && (files.length !== 1 || await isDirectory2(positionals[0]))) {
    throw new UsageError(
      `--session names one cassette's session and is not valid for a directory or several cassettes (${files.length}) \u2014 run it per cassette`
    );
  }
  const coverage = { privacy: !skipPrivacy, staleness: !skipStaleness, scenarioDrift: !flag("skip-scenario-drift") };
  const opts = {
    privacy: coverage.privacy,
    staleness: coverage.staleness,
    scenarioDrift: coverage.scenarioDrift,
    allow,
    env: io2.env,
    ...baselinesDir !== void 0 ? { baselinesDir } : {},
    ...sessionOverride !== void 0 ? { sessionOverride } : {}
  };
  if (files.length === 0) {
    if (json) io2.stdout(`${verifyEnvelope([], coverage)}
`);
    else io2.stdout(`\u2713 verify-cassettes: no cassettes under ${positionals.join(", ")} \u2014 nothing to verify (--allow-empty)
`);
    return EXIT.ok;
  }
  const results = [];
  for (const f3 of files) results.push(await verifyOne(f3, opts));
  if (json) io2.stdout(`${verifyEnvelope(results, coverage)}
`);
  else io2.stdout(verifyText(results, coverage));
  return verifyExitCode(results);
}
var verifyCommand = async (argv, io2) => {
  const json = requestedFormat(argv, io2.env) === "json";
  try {
    return await run2(argv, io2, json);
  } catch (e) {
    if (!(e instanceof HarnessError)) throw e;
    const hint = e instanceof UsageError ? e.hint : void 0;
    if (json && e.exitCode === EXIT.usage) io2.stdout(`${verifyUsageEnvelope(oneLine(e), hint)}
`);
    io2.stderr(errorLine("verify", e, io2.cwd));
    return e.exitCode;
  }
};

// src/cli/standalone/verify.ts
var entry = { run: verifyCommand, help: VERIFY_HELP, options: VERIFY_OPTIONS };
var runStandalone = standaloneRunner("verify", verifyCommand);
export {
  entry,
  runStandalone
};

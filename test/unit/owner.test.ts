/** How a run's owner is judged (src/live/container/owner.ts): only a run that is provably gone is "dead". */
import { describe, expect, it } from "vitest";
import {
  decodeOwner,
  encodeOwner,
  objectToken,
  ownerLabelArgs,
  ownerState,
  processStart,
  selfOwner,
  type Owner,
} from "../../src/live/container/owner.js";

const me: Owner = { pid: 100, start: "5000", boot: "b1", pidns: "pid:1", host: "h" };
const other = (o: Partial<Owner>): Owner => ({ ...me, pid: 200, start: "6000", ...o });
const none = () => undefined;

describe("ownerState", () => {
  it("self, alive, dead by pid and start time", () => {
    expect(ownerState(me, me, none, () => "5000")).toBe("self");
    expect(ownerState(other({}), me, none, () => "6000")).toBe("alive");
    expect(ownerState(other({}), me, none, () => undefined)).toBe("dead");
    // the pid runs again, but it is another process (pid reuse)
    expect(ownerState(other({}), me, none, () => "7000")).toBe("dead");
  });
  it("another boot is dead; another host or pid namespace cannot be judged", () => {
    expect(ownerState(other({ boot: "b0" }), me, none, () => "6000")).toBe("dead");
    expect(ownerState(other({ host: "elsewhere" }), me, none, () => undefined)).toBe("unknown");
    expect(ownerState(other({ pidns: "pid:2" }), me, none, () => undefined)).toBe("unknown");
  });
  it("an owner in a container of the engine lives as long as that container runs", () => {
    expect(
      ownerState(
        other({ ctr: "c1", host: "c1" }),
        me,
        (id) => id === "c1",
        () => undefined,
      ),
    ).toBe("alive");
    expect(
      ownerState(
        other({ ctr: "c1", host: "c1" }),
        me,
        () => false,
        () => undefined,
      ),
    ).toBe("dead");
    expect(
      ownerState(
        other({ ctr: "c1", host: "c1" }),
        me,
        () => undefined,
        () => undefined,
      ),
    ).toBe("unknown");
  });
});

describe("owner labels", () => {
  it("round-trips and refuses what is not ours", () => {
    const o = other({ ctr: "abc" });
    expect(decodeOwner(encodeOwner(o))).toEqual(o);
    expect(decodeOwner("pid=x;start=1")).toBeUndefined();
    expect(decodeOwner(undefined)).toBeUndefined();
  });
  it("this process: its own start time; labels and names carry the run tag", () => {
    const self = selfOwner();
    expect(self.pid).toBe(process.pid);
    expect(processStart(process.pid)).toBe(self.start);
    expect(ownerLabelArgs({ COWORK_RUN_TAG: "T1_x" })).toEqual([
      "--label",
      `cowork-harness.owner=${encodeOwner(self)}`,
      "--label",
      "cowork-harness.run=t1x",
    ]);
    expect(objectToken({ COWORK_RUN_TAG: "t1" })).toMatch(/^t1-r[0-9a-f]{10}$/);
    expect(objectToken({})).toMatch(/^r[0-9a-f]{10}$/);
  });
});

/** The OpenAPI check of recorded GitHub requests tells valid requests from wrong ones. */
import { describe, expect, it } from "vitest";
import { checkAgainstOpenApi, checkResponseAgainstOpenApi } from "../helpers/github-openapi.js";
import type { RecordedRequest } from "../helpers/github-server.js";

const req = (method: string, path: string, body?: unknown, query: Record<string, string> = {}): RecordedRequest => ({
  method,
  path,
  rawPath: path,
  query,
  headers: {},
  body,
});

describe("checkAgainstOpenApi", () => {
  it("accepts the requests the re-record job makes, naming their operations", () => {
    expect(
      checkAgainstOpenApi(
        req("POST", "/repos/o/r/pulls", { head: "cowork/rerecord-main", base: "main", title: "t", body: "b" }),
      ),
    ).toEqual({
      operationId: "pulls/create",
      problems: [],
    });
    expect(checkAgainstOpenApi(req("PATCH", "/repos/o/r/pulls/3", { state: "closed", body: "b" }))).toEqual({
      operationId: "pulls/update",
      problems: [],
    });
    expect(checkAgainstOpenApi(req("POST", "/repos/o/r/issues/3/comments", { body: "why" }))).toEqual({
      operationId: "issues/create-comment",
      problems: [],
    });
    expect(checkAgainstOpenApi(req("DELETE", "/repos/o/r/git/refs/heads/cowork/rerecord-main"))).toEqual({
      operationId: "git/delete-ref",
      problems: [],
    });
    expect(
      checkAgainstOpenApi(
        req("GET", "/repos/o/r/pulls", undefined, {
          state: "closed",
          head: "o:x",
          sort: "created",
          direction: "desc",
          per_page: "10",
        }),
      ),
    ).toEqual({
      operationId: "pulls/list",
      problems: [],
    });
  });

  it("refuses a wrong field, a wrong enum value, a missing required field, an unknown query parameter and an unknown route", () => {
    expect(checkAgainstOpenApi(req("PATCH", "/repos/o/r/pulls/3", { state: "merged" })).problems[0]).toMatch(
      /^pulls\/update: body .*allowed values/,
    );
    expect(checkAgainstOpenApi(req("PATCH", "/repos/o/r/pulls/3", { stat: "closed" })).problems[0]).toMatch(
      /additional properties/,
    );
    expect(checkAgainstOpenApi(req("POST", "/repos/o/r/pulls", { head: "x", title: "t" })).problems[0]).toMatch(
      /must have required property 'base'/,
    );
    expect(checkAgainstOpenApi(req("GET", "/repos/o/r/pulls", undefined, { status: "closed" })).problems).toEqual([
      "pulls/list: query parameter status is not one GitHub declares",
    ]);
    expect(checkAgainstOpenApi(req("DELETE", "/repos/o/r/pulls/3")).problems[0]).toMatch(/no such operation/);
  });
});

describe("checkResponseAgainstOpenApi", () => {
  const answered = (method: string, path: string, status: number, response: unknown): RecordedRequest => ({
    ...req(method, path),
    status,
    response,
  });

  it("accepts the Git Data answers GitHub documents and names what a wrong one lacks", () => {
    expect(
      checkResponseAgainstOpenApi(
        answered("POST", "/repos/o/r/git/blobs", 201, { url: "http://x/b", sha: "a".repeat(40) }),
      ),
    ).toEqual({ operationId: "git/create-blob", problems: [] });
    expect(
      checkResponseAgainstOpenApi(answered("POST", "/repos/o/r/git/blobs", 201, { url: "http://x/b" })).problems,
    ).toEqual([expect.stringMatching(/^git\/create-blob: 201 answer .*sha/)]);
    expect(
      checkResponseAgainstOpenApi(answered("PATCH", "/repos/o/r/git/refs/heads/main", 418, { message: "teapot" }))
        .problems,
    ).toEqual(["git/update-ref: no 418 response"]);
  });
});

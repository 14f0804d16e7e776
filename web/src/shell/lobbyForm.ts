// Pure helpers of the lobby's form: how an option is entered and read back, how a value is shown.
import type { AgentInfo, CatalogOption, Json } from "../protocol";

export type OptionInputKind = "choice" | "bool" | "number" | "text";

export function optionInputKind(opt: CatalogOption): OptionInputKind {
  if (opt.choices && opt.choices.length) return "choice";
  if (typeof opt.default === "boolean") return "bool";
  if (typeof opt.default === "number" || opt.minimum !== null) return "number";
  return "text";
}

/** The typed value of an option's text box: a number for number options (text kept if it is not one yet). */
export function parseOptionInput(opt: CatalogOption, raw: string): Json {
  if (optionInputKind(opt) !== "number") return raw;
  const n = Number(raw);
  return raw.trim() !== "" && Number.isFinite(n) ? n : raw;
}

export function showValue(v: Json | undefined): string {
  if (v === null || v === undefined) return "—";
  if (typeof v === "boolean") return v ? "yes" : "no";
  if (Array.isArray(v)) return v.map(showValue).join(", ");
  if (typeof v === "object") return Object.entries(v).map(([k, x]) => `${k} ${showValue(x)}`).join(", ");
  return String(v);
}

/** Whether the agent takes a think time: its params name one (any agent when the catalog does not say). */
export function thinkApplies(agent: AgentInfo | undefined): boolean {
  if (!agent) return false;
  const p = agent.params;
  if (p === null || p === undefined) return true;
  if (Array.isArray(p)) return p.some((x) => typeof x === "string" && /think|time|seconds/.test(x));
  if (typeof p === "object") return Object.keys(p).some((k) => /think|time|seconds/.test(k));
  return /think|time|seconds/.test(String(p));
}

#!/usr/bin/env python3
"""The held-out judge: lints each public app as a new user would and scores the errors against
the verdicts a reader recorded at their source lines. Run it through run.sh (see README.md).

For each app of apps.tsv (or those named), on a scratch copy (the app folder is never written):
  1. archlint detect          -> the detection measure (right when the answer is one of `expected`)
  2. archlint lint --preset P -> config `own` (P = the app's own preset(s); before any rules file)
  3. archlint init            -> what init chose (its `use` lines) or why it failed
  4. archlint lint            -> config `init` (the rules init wrote)
Then per app and config: errors, warnings, and against verdicts.tsv (keyed by app, config,
path:line:col and rule): TRUE/FALSE/DEBATABLE still reported as errors, recorded ones no longer
reported (or now only warnings), and errors nobody has judged yet. Totals and precision
TRUE/(TRUE+FALSE) per split.
"""
import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
CONFIGS = ("init", "own")


def read_tsv(path):
    rows = []
    for line in Path(path).read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        rows.append(line.split("\t"))
    return rows


def load_apps(path):
    apps = []
    for r in read_tsv(path):
        name, url, commit, split, own, expected, lines = r[:7]
        apps.append(dict(name=name, url=url, commit=commit, split=split, own=own,
                         expected=expected, lines=int(lines)))
    return apps


def load_verdicts(path):
    verdicts = {}
    if not Path(path).exists():
        return verdicts
    for r in read_tsv(path):
        if len(r) < 6:
            sys.exit(f"{path}: a row has {len(r)} fields, 7 expected: {r}")
        app, config, location, rule, message, verdict = r[:6]
        if verdict not in ("TRUE", "FALSE", "DEBATABLE"):
            sys.exit(f"{path}: verdict must be TRUE, FALSE or DEBATABLE, not {verdict!r} ({app} {location})")
        verdicts[(app, config, location, rule)] = dict(verdict=verdict, message=message)
    return verdicts


def run(cmd, cwd):
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def lint(archlint, cwd, extra):
    rc, out, err = run([archlint, "lint", ".", "--format", "json", "--no-color"] + extra, cwd)
    if rc not in (0, 1):
        return None, (err.strip() or out.strip()).splitlines()[-1:] or [f"exit {rc}"]
    data = json.loads(out)
    found = []
    for v in data["violations"]:
        found.append(dict(location=f'{v["file"]}:{v["line"]}:{v["column"]}', rule=v["rule"],
                          severity=v["severity"], message=v["message"]))
    return found, None


def measure(app, archlint, appsdir, outdir):
    """Runs the four commands on a scratch copy; returns what was seen."""
    result = dict(app=app, detect=None, init_use=[], init_error=None, configs={})
    scratch = Path(tempfile.mkdtemp(prefix="archlint-precision-"))
    try:
        copy = scratch / app["name"]
        shutil.copytree(Path(appsdir) / app["name"], copy, symlinks=True)
        for stale in (".archlint.rules", ".archlint-baseline.json"):
            if (copy / stale).exists():
                result["init_error"] = f"the app ships {stale}; left as it is"
        rc, out, err = run([archlint, "detect", ".", "--format", "json"], copy)
        if rc == 0:
            d = json.loads(out)
            result["detect"] = dict(pattern=d["pattern"] or "none", confidence=d["confidence"],
                                    reason=d.get("reason"),
                                    runner_up=[(c["preset"], c["score"]) for c in d["candidates"][1:2]])
            (outdir / f'{app["name"]}.detect.json').write_text(out)
        else:
            result["detect"] = dict(pattern="(failed)", confidence=0.0,
                                    reason=(err.strip().splitlines() or [f"exit {rc}"])[-1], runner_up=[])
        if app["own"] != "-":
            extra = []
            for preset in app["own"].split(","):
                extra += ["--preset", preset]
            found, error = lint(archlint, copy, extra)
            result["configs"]["own"] = dict(found=found, error=error)
        rc, out, err = run([archlint, "init", "."], copy)
        if rc != 0:
            result["init_error"] = (err.strip().splitlines() or [f"exit {rc}"])[-1]
        else:
            rules = (copy / ".archlint.rules").read_text()
            (outdir / f'{app["name"]}.init.rules').write_text(rules)
            result["init_use"] = [l.strip() for l in rules.splitlines() if l.strip().startswith("use ")]
            m = re.search(r"found (\S+) \(confidence ([0-9.]+)\)", rules)
            if m:
                result["init_use"][:1] = [f"{result['init_use'][0]} (rules say: found {m.group(1)}, confidence {m.group(2)})"] if result["init_use"] else []
            found, error = lint(archlint, copy, [])
            result["configs"]["init"] = dict(found=found, error=error)
        for config, seen in result["configs"].items():
            if seen["found"] is not None:
                (outdir / f'{app["name"]}.{config}.json').write_text(json.dumps(seen["found"], indent=1))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return result


def score(result, verdicts):
    """Per config: the counts against the recorded verdicts."""
    name = result["app"]["name"]
    scores = {}
    for config in CONFIGS:
        seen = result["configs"].get(config)
        if seen is None:
            continue
        s = dict(errors=0, warnings=0, TRUE=0, FALSE=0, DEBATABLE=0, gone=0, demoted=0,
                 unjudged=[], error=seen["error"])
        if seen["found"] is None:
            scores[config] = s
            continue
        reported = {}
        for v in seen["found"]:
            reported[(v["location"], v["rule"])] = v
            if v["severity"] == "error":
                s["errors"] += 1
            else:
                s["warnings"] += 1
        for (app, cfg, location, rule), judged in verdicts.items():
            if app != name or cfg != config:
                continue
            v = reported.get((location, rule))
            if v is None:
                s["gone"] += 1
            elif v["severity"] != "error":
                s["demoted"] += 1
            else:
                s[judged["verdict"]] += 1
        for v in seen["found"]:
            if v["severity"] == "error" and (name, config, v["location"], v["rule"]) not in verdicts:
                s["unjudged"].append(v)
        scores[config] = s
    return scores


def precision(t, f):
    return f"{100.0 * t / (t + f):.1f} %" if t + f else "n/a"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("apps", nargs="*", help="app names (default: all in apps.tsv)")
    ap.add_argument("--archlint", required=True)
    ap.add_argument("--split", choices=("tune", "heldout"))
    ap.add_argument("--sample", type=int, default=0, help="print N unjudged errors per app and config")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", help="keep detect/init/lint outputs here (default: a temporary folder)")
    ap.add_argument("--apps-dir", default=os.environ.get("APPS", "/work/apps"))
    ap.add_argument("--apps-tsv", default=str(HERE / "apps.tsv"))
    ap.add_argument("--verdicts", default=str(HERE / "verdicts.tsv"))
    args = ap.parse_args()

    apps = load_apps(args.apps_tsv)
    known = {a["name"] for a in apps}
    for name in args.apps:
        if name not in known:
            sys.exit(f"error: {name} is not in {args.apps_tsv}")
    if args.apps:
        apps = [a for a in apps if a["name"] in args.apps]
    if args.split:
        apps = [a for a in apps if a["split"] == args.split]
    missing = [a["name"] for a in apps if not (Path(args.apps_dir) / a["name"]).is_dir()]
    if missing:
        sys.exit(f"error: not checked out under {args.apps_dir}: {', '.join(missing)}")
    verdicts = load_verdicts(args.verdicts)
    outdir = Path(args.out) if args.out else Path(tempfile.mkdtemp(prefix="archlint-precision-out-"))
    outdir.mkdir(parents=True, exist_ok=True)
    version = run([args.archlint, "--version"], ".")[1].strip()

    results = []
    for app in apps:
        print(f"… {app['name']}", file=sys.stderr, flush=True)
        r = measure(app, args.archlint, args.apps_dir, outdir)
        r["scores"] = score(r, verdicts)
        results.append(r)

    print(f"archlint: {args.archlint} {version}".rstrip())
    print(f"outputs: {outdir}")
    for split in ("tune", "heldout"):
        rs = [r for r in results if r["app"]["split"] == split]
        if not rs:
            continue
        print(f"\n== {split}: detection (archlint detect vs expected) and what init chose")
        right = 0
        for r in rs:
            a, d = r["app"], r["detect"]
            ok = d["pattern"] in a["expected"].split("|")
            right += ok
            runner = "".join(f", then {p} {s:.2f}" for p, s in d["runner_up"])
            init = "; ".join(r["init_use"]) if r["init_use"] else f"init failed: {r['init_error']}"
            if a["own"] == "-" and not r["init_use"]:
                init = "init refused (no pattern)"
            print(f"  {a['name']:<40} {'right' if ok else 'WRONG':<5}  expected {a['expected']:<26} "
                  f"detect {d['pattern']} {d['confidence']:.2f}{runner}  | init: {init}")
        print(f"  detection {split}: {right}/{len(rs)} right")

        print(f"\n== {split}: errors against verdicts.tsv "
              f"(T/F/D = judged and still errors; gone = judged, no longer reported; "
              f"warn = judged, now a warning; new = unjudged errors)")
        header = f"  {'app':<40} {'config':<6} {'errors':>6} {'warns':>6} {'T':>4} {'F':>4} {'D':>4} {'gone':>5} {'warn':>5} {'new':>5}  precision"
        print(header)
        totals = {c: dict(errors=0, warnings=0, TRUE=0, FALSE=0, DEBATABLE=0, gone=0, demoted=0, new=0) for c in CONFIGS}
        for r in rs:
            for config in CONFIGS:
                s = r["scores"].get(config)
                if s is None:
                    continue
                if s["error"]:
                    print(f"  {r['app']['name']:<40} {config:<6} failed: {s['error'][0]}")
                    continue
                t = totals[config]
                for k in ("errors", "warnings", "TRUE", "FALSE", "DEBATABLE", "gone", "demoted"):
                    t[k] += s[k]
                t["new"] += len(s["unjudged"])
                print(f"  {r['app']['name']:<40} {config:<6} {s['errors']:>6} {s['warnings']:>6} {s['TRUE']:>4} "
                      f"{s['FALSE']:>4} {s['DEBATABLE']:>4} {s['gone']:>5} {s['demoted']:>5} {len(s['unjudged']):>5}  "
                      f"{precision(s['TRUE'], s['FALSE'])}")
        for config in CONFIGS:
            t = totals[config]
            print(f"  {'TOTAL ' + split:<40} {config:<6} {t['errors']:>6} {t['warnings']:>6} {t['TRUE']:>4} "
                  f"{t['FALSE']:>4} {t['DEBATABLE']:>4} {t['gone']:>5} {t['demoted']:>5} {t['new']:>5}  "
                  f"{precision(t['TRUE'], t['FALSE'])}")

    if args.sample:
        print(f"\n== a sample of unjudged errors to judge (up to {args.sample} per app and config, seed {args.seed})")
        print("# app\tconfig\tlocation\trule\tmessage\tverdict\treason")
        for r in results:
            for config in CONFIGS:
                s = r["scores"].get(config)
                if not s or not s["unjudged"]:
                    continue
                pool = sorted(s["unjudged"], key=lambda v: (v["location"], v["rule"]))
                rng = random.Random(f"{args.seed}:{r['app']['name']}:{config}")
                picked = sorted(rng.sample(pool, min(args.sample, len(pool))),
                                key=lambda v: (v["location"], v["rule"]))
                for v in picked:
                    print(f"{r['app']['name']}\t{config}\t{v['location']}\t{v['rule']}\t{v['message']}\t\t")


if __name__ == "__main__":
    main()

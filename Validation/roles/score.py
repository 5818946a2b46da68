#!/usr/bin/env python3
"""Scores `archlint roles` against roles labelled by hand.

    Validation/roles/score.py [--archlint BIN] [--apps DIR] [--preset NAME]... [--config FILE]
                              [--min PERCENT] [--quiet] LABELS...

Each LABELS file (see README.md) names an app, the preset(s) that apply to it and, one a line,
every type of the app with the role a careful reviewer gives it. The app is read from
`--apps DIR/<app>` (default /work/apps), with the label file's presets unless `--preset` or
`--config` is given. For each file it prints the agreement (types whose role ArchLint gives as
labelled, of every type labelled or reported) and each disagreement; it exits 1 when an app is
below `--min` (default 95), 2 on bad usage or input.

Label values: a role name, or several joined by `|` where a reviewer accepts either (an error
enum may be the data role or none); `-` for no role (a helper, an app delegate, a composition root, a
type that is not the app's architecture: ArchLint agrees when it gives no role or does not report
the type at all). A type ArchLint reports and the file does not label is a disagreement too, so
a label file stays complete as the scanner finds more.
"""

import argparse
import json
import os
import subprocess
import sys

NO_ROLE = "-"


class LabelError(Exception):
    pass


def read_labels(path):
    """The header (app, upstream, preset lines) and the labels, in file order."""
    header = {"preset": []}
    labels = {}
    with open(path, encoding="utf-8") as file:
        for number, raw in enumerate(file, 1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            if line.endswith(":") or ": " in line:
                key, _, value = line.partition(":")
                key, value = key.strip(), value.strip()
                if key not in ("app", "upstream", "preset", "config", "pattern"):
                    raise LabelError(f"{path}:{number}: unknown header '{key}' (app, upstream, pattern, preset, config)")
                if key == "preset":
                    header["preset"] += [name.strip() for name in value.split(",") if name.strip()]
                else:
                    header[key] = value
                continue
            fields = line.split()
            if len(fields) != 2:
                raise LabelError(f"{path}:{number}: expected 'TypeName Role', got '{line}'")
            name, role = fields
            if name in labels:
                raise LabelError(f"{path}:{number}: '{name}' is labelled twice")
            labels[name] = role
    if "app" not in header:
        raise LabelError(f"{path}: no 'app:' line")
    if not labels:
        raise LabelError(f"{path}: no labels")
    return header, labels


def run_roles(archlint, folder, presets, config):
    """Every reported type's qualified name → the set of roles its declarations got."""
    command = [archlint, "roles", folder, "--format", "json"]
    for preset in presets:
        command += ["--preset", preset]
    if config:
        command += ["--config", config]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        raise LabelError(f"{' '.join(command)} exited {result.returncode}: {result.stderr.strip()}")
    reported = {}
    for entry in json.loads(result.stdout)["types"]:
        role = entry["role"] or NO_ROLE
        reported.setdefault(entry["type"], {})[role] = entry["reason"]
    return reported


def score(labels, reported):
    """Agreeing count, total, and the disagreements as (name, labelled, reported, reason)."""
    disagreements = []
    agreed = 0
    for name, labelled in labels.items():
        accepted = set(labelled.split("|"))
        found = reported.get(name)
        if found is None:
            if NO_ROLE in accepted:
                agreed += 1
            else:
                disagreements.append((name, labelled, "not reported", ""))
            continue
        if len(found) == 1 and set(found) <= accepted:
            agreed += 1
        else:
            roles = ", ".join(sorted(found))
            reasons = "; ".join(reason for role, reason in sorted(found.items()) if role not in accepted)
            disagreements.append((name, labelled, roles, reasons))
    for name in sorted(set(reported) - set(labels)):
        roles = ", ".join(sorted(reported[name]))
        disagreements.append((name, "unlabelled", roles, "; ".join(reported[name].values())))
    total = len(labels) + len(set(reported) - set(labels))
    return agreed, total, disagreements


def main():
    parser = argparse.ArgumentParser(description="Score `archlint roles` against hand-labelled roles.")
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--archlint", default=os.path.join(here, "..", "..", ".build", "release", "archlint"))
    parser.add_argument("--apps", default="/work/apps", help="the folder holding each app's checkout")
    parser.add_argument("--preset", action="append", default=[], help="instead of the label file's presets")
    parser.add_argument("--config", help="a rules file, instead of the label file's presets")
    parser.add_argument("--min", type=float, default=95.0, help="lowest agreement accepted, in percent")
    parser.add_argument("--quiet", action="store_true", help="only the agreement lines")
    parser.add_argument("labels", nargs="+")
    arguments = parser.parse_args()
    if not os.access(arguments.archlint, os.X_OK):
        print(f"error: no archlint at {arguments.archlint} (swift build -c release, or --archlint BIN)", file=sys.stderr)
        return 2

    below = False
    for path in arguments.labels:
        try:
            header, labels = read_labels(path)
            folder = os.path.join(arguments.apps, header["app"])
            if not os.path.isdir(folder):
                raise LabelError(f"{path}: no checkout of {header['app']} at {folder}")
            presets = arguments.preset
            config = arguments.config
            if not presets and not config:
                presets = header["preset"]
                if "config" in header:
                    config = os.path.join(os.path.dirname(path), header["config"])
            reported = run_roles(arguments.archlint, folder, presets, config)
        except (LabelError, OSError, ValueError, KeyError) as error:
            print(f"error: {error}", file=sys.stderr)
            return 2
        agreed, total, disagreements = score(labels, reported)
        percent = 100.0 * agreed / total
        how = ", ".join(presets) + (f" + {config}" if config else "")
        print(f"{header['app']}: {agreed}/{total} types agree ({percent:.1f} %) with {how}")
        if not arguments.quiet:
            for name, labelled, got, reason in disagreements:
                print(f"  {name}: labelled {labelled}, archlint {got}" + (f" ({reason})" if reason else ""))
        if percent < arguments.min:
            below = True
    return 1 if below else 0


if __name__ == "__main__":
    sys.exit(main())

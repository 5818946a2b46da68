#!/usr/bin/env python3
"""Counts, per app, what a user sees first: types, the share with a role, errors and warnings.

    Validation/roles/counts.py [--archlint BIN] [--apps DIR] [--list FILE] [--errors]

Reads `apps.txt` beside this script (or `--list FILE`): one `APP PRESET[,PRESET…]` a line, the
checkout at `--apps DIR/APP` (default /work/apps). Prints one row per app; `--errors` also prints
every error, so each can be read and judged.
"""

import argparse
import json
import os
import subprocess
import sys


def run(command):
    return subprocess.run(command, capture_output=True, text=True)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description="Types, roles, errors and warnings per app.")
    parser.add_argument("--archlint", default=os.path.join(here, "..", "..", ".build", "release", "archlint"))
    parser.add_argument("--apps", default="/work/apps")
    parser.add_argument("--list", default=os.path.join(here, "apps.txt"))
    parser.add_argument("--errors", action="store_true", help="print every error too")
    arguments = parser.parse_args()
    if not os.access(arguments.archlint, os.X_OK):
        print(f"error: no archlint at {arguments.archlint} (swift build -c release, or --archlint BIN)", file=sys.stderr)
        return 2
    with open(arguments.list, encoding="utf-8") as file:
        entries = [line.split("#", 1)[0].split() for line in file]
    print(f"{'app':40} {'presets':18} {'types':>6} {'role %':>7} {'errors':>7} {'warnings':>9}")
    for entry in entries:
        if not entry:
            continue
        if len(entry) != 2:
            print(f"error: {arguments.list}: expected 'APP PRESET[,PRESET…]', got '{' '.join(entry)}'", file=sys.stderr)
            return 2
        app, presets = entry
        folder = os.path.join(arguments.apps, app)
        options = []
        for preset in presets.split(","):
            options += ["--preset", preset]
        roles = run([arguments.archlint, "roles", folder, "--format", "json"] + options)
        lint = run([arguments.archlint, "lint", folder, "--no-color"] + options)
        if roles.returncode != 0 or lint.returncode not in (0, 1):
            # An older build may not know a preset: say so on the app's row and go on.
            reason = (roles.stderr.strip() or lint.stderr.strip()).splitlines()
            print(f"{app:40} {presets:18} n/a: {reason[0] if reason else 'exit ' + str(lint.returncode)}")
            continue
        types = json.loads(roles.stdout)["types"]
        with_role = sum(1 for entry in types if entry["role"])
        lines = lint.stdout.splitlines()
        errors = [line for line in lines if ": error: " in line]
        warnings = [line for line in lines if ": warning: " in line]
        share = 100.0 * with_role / len(types) if types else 0.0
        print(f"{app:40} {presets:18} {len(types):6} {share:7.1f} {len(errors):7} {len(warnings):9}")
        if arguments.errors:
            for line in errors:
                print("    " + line.replace(folder + "/", ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Split labels.tsv into tune and heldout apps: a seeded shuffle within each stratum.

The stratum is an app's first expected pattern (viper, mvvm, ..., none for libraries).
Strata are taken in name order; within one, the apps (sorted by name) are shuffled with
random.Random(SEED) and dealt alternately, tune first. For a stratum of odd size the extra
app goes to heldout and tune in turn (the first odd stratum gives it to heldout), so the two
halves stay within one app of each other. Written before any archlint run on these apps.

Apps after the comment line that starts with `# Second batch` were added after that split and
are held out as a whole: they are not dealt, and each one is heldout. Apps after `# Third batch`
were added to tune on as a whole: not dealt, each one tune.

    Validation/precision/split.py [SEED]   # prints apps.tsv to standard output
"""
import random
import sys
from pathlib import Path

SEED = int(sys.argv[1]) if len(sys.argv) > 1 else 20261126
rows, held_as_a_whole, tuned_as_a_whole = [], [], []
batch = rows
for line in (Path(__file__).parent / "labels.tsv").read_text().splitlines():
    if line.startswith("# Second batch"):
        batch = held_as_a_whole
    elif line.startswith("# Third batch"):
        batch = tuned_as_a_whole
    elif line and not line.startswith("#"):
        batch.append(line.split("\t"))
strata = {}
for row in rows:
    strata.setdefault(row[4].split("|")[0], []).append(row)
rng = random.Random(SEED)
split = {}
odd_extra_to_heldout = True
for name in sorted(strata):
    apps = sorted(strata[name], key=lambda r: r[0])
    rng.shuffle(apps)
    order = ["tune", "heldout"]
    if len(apps) % 2 == 1:
        if odd_extra_to_heldout:
            order = ["heldout", "tune"]
        odd_extra_to_heldout = not odd_extra_to_heldout
    for i, row in enumerate(apps):
        split[row[0]] = order[i % 2]
for row in held_as_a_whole:
    split[row[0]] = "heldout"
for row in tuned_as_a_whole:
    split[row[0]] = "tune"
print("# app\tupstream\tcommit\tsplit\town\texpected\tswift_lines\treason")
for app, url, commit, own, expected, lines, reason in rows + held_as_a_whole + tuned_as_a_whole:
    print("\t".join([app, url, commit, split[app], own, expected, lines, reason]))

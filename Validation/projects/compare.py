#!/usr/bin/env python3
"""Compares ArchLint's reading of Xcode projects with an independent reader.

For each app folder, every `*.xcodeproj/project.pbxproj` below it is parsed with the
`openstep_parser` that pip's `pbxproj` package uses (pip install pbxproj), and each native
target's Swift files are found here, in Python, through the group tree (`<group>`,
`SOURCE_ROOT`, `<absolute>`, variant groups) and Xcode 16 synchronized folders with their
exception sets; only files that exist on disk count, as in ArchLint. The result is compared,
target by target, with `archlint modules --format json` (its Xcode targets): module name, kind
and the number of Swift files.

Every `Package.swift` below the app is evaluated by SwiftPM itself (`swift package
dump-package`, on a copy of the manifest alone in a temporary folder, so nothing is written
into the app), and each target's Swift files are counted here from its `path`, `sources` and
`exclude` (SwiftPM's default folders: Sources, Source, src, srcs; Tests; Plugins). A manifest
ArchLint reports as too dynamic to read is listed, not counted as a disagreement.

    Validation/projects/compare.py ARCHLINT APP_FOLDER…

Prints one table row per app and every disagreeing target; exits 1 on any disagreement.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

from openstep_parser import OpenStepDecoder

BUILD_TIME_TREES = {"SDKROOT", "BUILT_PRODUCTS_DIR", "DEVELOPER_DIR"}


def module_name(name):
    name = re.sub(r"[^\w]", "_", name)
    return "_" + name if name[:1].isdigit() else name


def kind(product_type):
    suffix = product_type.replace("com.apple.product-type.", "")
    if suffix.startswith("application") or suffix in ("tool", "app-clip"):
        return "app"
    if suffix.startswith("framework") or suffix == "xcframework":
        return "framework"
    if suffix.startswith("bundle.") and ("test" in suffix):
        return "test"
    if "extension" in suffix or suffix.startswith("xpc-service"):
        return "extension"
    return "library"


def find_projects(root):
    for folder, subfolders, _ in os.walk(root):
        subfolders[:] = sorted(s for s in subfolders if not s.startswith("."))
        for sub in list(subfolders):
            if sub.endswith(".xcodeproj"):
                yield os.path.join(folder, sub)
        subfolders[:] = [s for s in subfolders if not s.endswith((".xcodeproj", ".xcworkspace"))]


def swift_files_below(folder):
    found = []
    for current, subfolders, files in os.walk(folder):
        subfolders[:] = [s for s in subfolders if not s.startswith(".") and not s.endswith((".xcodeproj", ".xcworkspace"))]
        found += [os.path.join(current, f) for f in files if f.endswith(".swift") and f != "Package.swift" and not f.startswith(".")]
    return found


def read_project(bundle):
    plist = OpenStepDecoder.ParseFromFile(open(os.path.join(bundle, "project.pbxproj"), encoding="utf-8"))
    objects = plist["objects"]
    project = objects[plist["rootObject"]]
    source_root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(bundle)), project.get("projectDirPath", "")))

    def place(obj, parent):
        tree = obj.get("sourceTree", "<group>")
        path = obj.get("path", "")
        if tree == "<group>":
            return os.path.normpath(os.path.join(parent, path))
        if tree == "SOURCE_ROOT":
            return os.path.normpath(os.path.join(source_root, path))
        if tree == "<absolute>":
            return os.path.normpath(path)
        return None

    where = {}
    stack = [(project["mainGroup"], source_root)]
    while stack:
        ident, parent = stack.pop()
        obj = objects.get(ident)
        if ident in where or obj is None:
            continue
        location = place(obj, parent)
        if location is None:
            continue
        where[ident] = location
        for child in obj.get("children", []):
            stack.append((child, location))

    def location(ident):
        if ident in where:
            return where[ident]
        obj = objects.get(ident)
        return place(obj, source_root) if obj else None

    targets = []
    for ident in project.get("targets", []):
        target = objects.get(ident, {})
        if target.get("isa") != "PBXNativeTarget":
            continue
        files = set()
        for phase_id in target.get("buildPhases", []):
            phase = objects.get(phase_id, {})
            if phase.get("isa") != "PBXSourcesBuildPhase":
                continue
            for build_id in phase.get("files", []):
                ref_id = objects.get(build_id, {}).get("fileRef")
                ref = objects.get(ref_id, {})
                refs = ref.get("children", []) if ref.get("isa") == "PBXVariantGroup" else [ref_id]
                for r in refs:
                    obj = objects.get(r, {})
                    if obj.get("path", "").endswith(".swift") or obj.get("lastKnownFileType") == "sourcecode.swift":
                        path = location(r)
                        if path and os.path.isfile(path) and path.endswith(".swift"):
                            files.add(path)
        owned = target.get("fileSystemSynchronizedGroups", [])
        for group_id in owned:
            folder = location(group_id)
            if not folder:
                continue
            excluded = []
            for set_id in objects.get(group_id, {}).get("exceptions", []):
                exception = objects.get(set_id, {})
                if exception.get("target") == ident:
                    excluded += [os.path.normpath(os.path.join(folder, e)) for e in exception.get("membershipExceptions", [])]
            for path in swift_files_below(folder):
                if not any(path == e or path.startswith(e + "/") for e in excluded):
                    files.add(os.path.normpath(path))
        # Another target's synchronized folder whose exception set names this target adds files.
        for other_id in project.get("targets", []):
            other = objects.get(other_id, {})
            for group_id in other.get("fileSystemSynchronizedGroups", []):
                if group_id in owned or other_id == ident:
                    continue
                folder = location(group_id)
                for set_id in objects.get(group_id, {}).get("exceptions", []):
                    exception = objects.get(set_id, {})
                    if exception.get("target") == ident and folder:
                        for e in exception.get("membershipExceptions", []):
                            path = os.path.normpath(os.path.join(folder, e))
                            if path.endswith(".swift") and os.path.isfile(path):
                                files.add(path)
        settings = {}
        config_list = objects.get(target.get("buildConfigurationList"), {})
        configs = [objects.get(c, {}) for c in config_list.get("buildConfigurations", [])]
        chosen = next((c for c in configs if c.get("name") == config_list.get("defaultConfigurationName")), configs[0] if configs else {})
        settings = chosen.get("buildSettings", {})
        name = target["name"]
        def setting(key):
            value = settings.get(key)
            if not isinstance(value, str):
                return None
            for spelling in ("$(TARGET_NAME)", "${TARGET_NAME}", "$(TARGET_NAME:c99extidentifier)", "${TARGET_NAME:c99extidentifier}"):
                value = value.replace(spelling, name)
            product = settings.get("PRODUCT_NAME")
            if isinstance(product, str) and "$(PRODUCT_NAME" not in product:
                for spelling in ("$(PRODUCT_NAME)", "${PRODUCT_NAME}", "$(PRODUCT_NAME:c99extidentifier)", "${PRODUCT_NAME:c99extidentifier}"):
                    value = value.replace(spelling, product.replace("$(TARGET_NAME)", name))
            return None if not value or "$" in value else value
        targets.append({
            "name": module_name(setting("PRODUCT_MODULE_NAME") or setting("PRODUCT_NAME") or name),
            "target": name,
            "kind": kind(target.get("productType", "")),
            "files": len(files),
        })
    return targets


def find_manifests(root):
    for folder, subfolders, files in os.walk(root):
        subfolders[:] = sorted(s for s in subfolders if not s.startswith(".") and not s.endswith((".xcodeproj", ".xcworkspace")))
        if "Package.swift" in files:
            yield os.path.join(folder, "Package.swift")


def read_manifest(manifest):
    """The manifest's targets as SwiftPM evaluates it: name, kind and Swift file count."""
    scratch = tempfile.mkdtemp()
    try:
        shutil.copy(manifest, os.path.join(scratch, "Package.swift"))
        out = subprocess.run(["swift", "package", "dump-package"], cwd=scratch, capture_output=True, text=True)
        if out.returncode != 0:
            return None
        dumped = json.loads(out.stdout)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    package = os.path.dirname(os.path.abspath(manifest))
    targets = []
    for target in dumped["targets"]:
        kind_ = target["type"]
        if kind_ in ("binary", "system"):
            continue
        if target.get("path"):
            path = os.path.normpath(os.path.join(package, target["path"]))
        else:
            roots = ["Tests"] if kind_ == "test" else (["Plugins"] if kind_ == "plugin" else ["Sources", "Source", "src", "srcs"])
            candidates = [os.path.join(package, r, target["name"]) for r in roots]
            path = next((c for c in candidates if os.path.isdir(c)), candidates[0])
        files = swift_files_below(path)
        if target.get("sources") is not None:
            only = [os.path.normpath(os.path.join(path, s)) for s in target["sources"]]
            files = [f for f in files if any(f == o or f.startswith(o + "/") for o in only)]
        excluded = [os.path.normpath(os.path.join(path, e)) for e in target.get("exclude", [])]
        files = [f for f in files if not any(f == e or f.startswith(e + "/") for e in excluded)]
        targets.append({"name": module_name(target["name"]), "target": target["name"],
                        "kind": "test" if kind_ == "test" else "package", "files": len(files)})
    return targets


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    archlint = sys.argv[1]
    disagreements = 0
    print(f"{'app':40} {'projects':>8} {'manifests':>9} {'targets':>7} {'files':>6} {'agree':>5}  not read; in no target")
    for app in sys.argv[2:]:
        out = subprocess.run([archlint, "modules", "--format", "json", app], capture_output=True, text=True)
        listing = json.loads(out.stdout)
        ours = [(m["declaredIn"], m) for m in listing["modules"] if m["declaredIn"].endswith("project.pbxproj")]
        packages = [m for m in listing["modules"] if m["declaredIn"].endswith("Package.swift")]
        theirs = []
        projects = list(find_projects(app))
        for bundle in projects:
            for target in read_project(bundle):
                theirs.append((os.path.join(bundle, "project.pbxproj"), target))
        ours_keyed = {(os.path.abspath(f), m["target"]): m for f, m in ours}
        ours_packages = {(os.path.abspath(m["declaredIn"]), m["target"]): m for m in packages}
        agree = 0
        problems = []
        for file, target in theirs:
            mine = ours_keyed.pop((os.path.abspath(file), target["target"]), None)
            if mine is None:
                problems.append(f"  {file}: target '{target['target']}' missing from ArchLint")
                continue
            if (mine["name"], mine["kind"], len(mine["files"])) == (target["name"], target["kind"], target["files"]):
                agree += 1
            else:
                problems.append(f"  {file}: '{target['target']}': ArchLint {mine['name']} {mine['kind']} {len(mine['files'])} files, "
                                f"reference {target['name']} {target['kind']} {target['files']} files")
        for (file, name) in ours_keyed:
            problems.append(f"  {file}: target '{name}' only in ArchLint")
        unreadable = {os.path.abspath(u) for u in listing["unreadable"]}
        manifests = [m for m in find_manifests(app) if os.path.abspath(m) not in unreadable]
        for manifest in manifests:
            targets = read_manifest(manifest)
            if targets is None:
                problems.append(f"  {manifest}: SwiftPM could not evaluate it")
                continue
            for target in targets:
                theirs.append((manifest, target))
                mine = ours_packages.pop((os.path.abspath(manifest), target["target"]), None)
                if mine is None:
                    problems.append(f"  {manifest}: target '{target['target']}' missing from ArchLint")
                elif (mine["name"], mine["kind"], len(mine["files"])) == (target["name"], target["kind"], target["files"]):
                    agree += 1
                else:
                    problems.append(f"  {manifest}: '{target['target']}': ArchLint {mine['name']} {mine['kind']} {len(mine['files'])} files, "
                                    f"reference {target['name']} {target['kind']} {target['files']} files")
        for (file, name) in ours_packages:
            problems.append(f"  {file}: target '{name}' only in ArchLint")
        files = sum(t["files"] for _, t in theirs)
        tests = sum(1 for m in packages if m["kind"] == "test")
        print(f"{os.path.basename(os.path.normpath(app)):40} {len(projects):>8} {len(manifests):>9} {len(theirs):>7} {files:>6} {agree:>5}  "
              f"{len(listing['unreadable'])}; {len(listing['notInAnyTarget'])}")
        for problem in problems:
            print(problem)
        disagreements += len(problems)
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())

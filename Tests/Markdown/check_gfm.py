#!/usr/bin/env python3
"""Renders Markdown (a file, or standard input) with cmark-gfm, GitHub's own renderer, and checks
that what was written as structure renders as structure: each table with all its rows, each
```mermaid fence as a mermaid code block with the same text, each link as a link, each <details>
closed and summarized. Prints the problems and exits 1 when there are any."""
import re
import sys
from html.parser import HTMLParser

import cmarkgfm
from cmarkgfm.cmark import Options


class Rendered(HTMLParser):
    def __init__(self):
        super().__init__()
        self.rows = []          # rows per table
        self.code = []          # (language, text)
        self.links = []
        self.details = 0
        self.details_closed = 0
        self.summaries = 0
        self._language = None
        self._text = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "table":
            self.rows.append(0)
        elif tag == "tr":
            self.rows[-1] += 1
        elif tag == "a":
            self.links.append(attrs.get("href"))
        elif tag == "details":
            self.details += 1
        elif tag == "summary":
            self.summaries += 1
        elif tag == "pre":
            self._language = attrs.get("lang")
        elif tag == "code" and self._text is None and self._language is not None or tag == "code" and attrs.get("class", "").startswith("language-"):
            self._language = self._language or attrs.get("class", "")[len("language-"):]
            self._text = ""

    def handle_endtag(self, tag):
        if tag == "details":
            self.details_closed += 1
        elif tag == "code" and self._text is not None:
            self.code.append((self._language, self._text))
            self._language, self._text = None, None
        elif tag == "pre":
            self._language = None

    def handle_data(self, data):
        if self._text is not None:
            self._text += data


def problems(markdown):
    html = cmarkgfm.github_flavored_markdown_to_html(markdown, options=Options.CMARK_OPT_UNSAFE)
    rendered = Rendered()
    rendered.feed(html)
    found = []
    # Tables: each run of lines starting with '|' is one, its separator row no row.
    tables = [len(block.strip("\n").split("\n")) - 1 for block in re.findall(r"(?:^\|.*\n)+", markdown, re.M)]
    if tables != rendered.rows:
        found.append(f"tables written with rows {tables}, rendered with rows {rendered.rows}")
    fences = re.findall(r"^```mermaid\n(.*?)^```$", markdown, re.M | re.S)
    mermaid = [text for language, text in rendered.code if language == "mermaid"]
    if fences != mermaid:
        found.append(f"{len(fences)} mermaid fences written, {len(mermaid)} rendered as mermaid code (or with other text)")
    outside_code = re.sub(r"^```.*?^```$", "", markdown, flags=re.M | re.S)
    written_links = re.findall(r"\]\(([^)\s]+)\)", outside_code)
    if [link for link in rendered.links if link in written_links] != written_links:
        found.append(f"links written {written_links}, rendered {rendered.links}")
    opened = outside_code.count("<details>")
    if not (opened == rendered.details == rendered.details_closed == rendered.summaries):
        found.append(f"<details> written {opened}, rendered {rendered.details} opened, {rendered.details_closed} closed, {rendered.summaries} summaries")
    return found, len(tables), len(mermaid), len(written_links), opened


def main():
    text = open(sys.argv[1], encoding="utf-8").read() if len(sys.argv) > 1 else sys.stdin.read()
    found, tables, mermaid, links, details = problems(text)
    for problem in found:
        print("error:", problem, file=sys.stderr)
    if found:
        sys.exit(1)
    print(f"GFM: {tables} tables, {mermaid} mermaid blocks, {links} links, {details} details render as written")


if __name__ == "__main__":
    main()

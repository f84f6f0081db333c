#!/usr/bin/env python3
"""Share of the language packages' code that repeats code of another language (issue 19).

Reads the Java files of engine/src/main/java/dev/altered/text/{en,fr,de,es,it}. A code line is a line that is not
blank, not a comment, not an import or package line; string and character literals are masked (languages differ in
words, which is what a phrasebook holds). A line counts as repeated when it lies in a run of 6 consecutive code lines
that also stands, the same after masking, in a file of another language. Prints the share per language and overall.
Usage: bench/repeated-language-code.py [ROOT]
"""
import os
import re
import sys
from collections import defaultdict

WINDOW = 6
LANGS = ["en", "fr", "de", "es", "it"]
STRING = re.compile(r'"(?:[^"\\]|\\.)*"|\'(?:[^\'\\]|\\.)*\'')


def code_lines(path):
    out = []
    in_comment = False
    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.strip()
            if in_comment:
                if "*/" in line:
                    in_comment = False
                continue
            if line.startswith("/*"):
                in_comment = "*/" not in line
                continue
            if not line or line.startswith("//") or line.startswith("import ") or line.startswith("package "):
                continue
            line = STRING.sub('""', line)
            line = re.sub(r"\s+", " ", line)
            if line in ("}", "{", ");", "};", "})", "});"):
                continue  # lone punctuation says nothing of a copy
            out.append(line)
    return out


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    base = os.path.join(root, "engine/src/main/java/dev/altered/text")
    files = {}
    for lang in LANGS:
        d = os.path.join(base, lang)
        for name in sorted(os.listdir(d)):
            if name.endswith(".java"):
                files[(lang, name)] = code_lines(os.path.join(d, name))
    where = defaultdict(set)  # window -> languages it stands in
    for (lang, _), lines in files.items():
        for i in range(len(lines) - WINDOW + 1):
            where[tuple(lines[i:i + WINDOW])].add(lang)
    total = defaultdict(int)
    repeated = defaultdict(int)
    for (lang, _), lines in files.items():
        marked = [False] * len(lines)
        for i in range(len(lines) - WINDOW + 1):
            if len(where[tuple(lines[i:i + WINDOW])]) > 1:
                for j in range(i, i + WINDOW):
                    marked[j] = True
        total[lang] += len(lines)
        repeated[lang] += sum(marked)
    for lang in LANGS:
        print(f"{lang}: {repeated[lang]} of {total[lang]} code lines repeat another language"
              f" ({100.0 * repeated[lang] / max(1, total[lang]):.1f}%)")
    all_total = sum(total.values())
    all_rep = sum(repeated.values())
    print(f"all: {all_rep} of {all_total} ({100.0 * all_rep / max(1, all_total):.1f}%) in {len(files)} files")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Write the English vocabulary of the Swifty Words bot: scripts/bots/swifty_words/english_words.txt.

The bot solves the puzzle as a person does, with the words it knows: a general English word
list, not chosen for the game's levels (it knows none of them). The list is Debian's wbritish
package (SCOWL, size 50: about 100 000 words), kept to the words of lower-case letters a-z only,
so without names, abbreviations, possessives and accented words. Its copyright notice goes with
it, in english_words_license.txt beside the list.

Usage:  apt-get install wbritish && python3 tools/make_english_words.py
        (a development tool only, not needed to build, test or run MoonKit; running it again
        on the same package writes the same bytes)
"""

import os
import re
import shutil

SOURCE = "/usr/share/dict/british-english"
NOTICE = "/usr/share/doc/wbritish/copyright"
FOLDER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts", "bots", "swifty_words")

HEADER = """\
# The English words the Swifty Words bot knows (scripts/bots/swifty_words/vocabulary.lua): a
# general word list, not made for the game. From Debian's wbritish package (SCOWL, size 50),
# the words of lower-case letters a-z only. Written by tools/make_english_words.py; the word
# list's copyright notice is in english_words_license.txt.
"""


def main():
    with open(SOURCE, encoding="utf-8") as source:
        words = [line.strip() for line in source]
    kept = sorted(set(word for word in words if re.fullmatch(r"[a-z]+", word)))
    with open(os.path.join(FOLDER, "english_words.txt"), "w", encoding="utf-8", newline="\n") as out:
        out.write(HEADER)
        out.write("\n".join(kept) + "\n")
    shutil.copyfile(NOTICE, os.path.join(FOLDER, "english_words_license.txt"))
    print(f"english_words.txt: {len(kept)} words of {len(words)}")


if __name__ == "__main__":
    main()

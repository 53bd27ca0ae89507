#!/usr/bin/env python3
"""Write the English vocabulary of the Swifty Words bot: scripts/bots/swifty_words/english_words.txt.

The bot solves the puzzle as a person does, with the words it knows: a general English word
list, not chosen for the game's levels (it knows none of them). The list is Debian's wbritish
package (SCOWL, size 50: about 100 000 words), kept to the words of lower-case letters a-z only,
so without names, abbreviations, possessives and accented words. The file is made on each
machine from the installed package (`.ci/install-deps` runs this script) and is not kept in
git: MoonKit depends on the package, as it depends on Debian's fonts, and copies none of it.

Usage:  python3 tools/make_english_words.py      (needs Debian's wbritish installed; running it
        again on the same package writes the same bytes)
"""

import os
import re

SOURCE = "/usr/share/dict/british-english"
FOLDER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts", "bots", "swifty_words")

HEADER = """\
# The English words the Swifty Words bot knows (scripts/bots/swifty_words/vocabulary.lua): a
# general word list, not made for the game. From Debian's wbritish package (SCOWL, size 50),
# the words of lower-case letters a-z only, made on this machine by tools/make_english_words.py
# from the installed package (its copyright notice: /usr/share/doc/wbritish/copyright).
"""


def main():
    with open(SOURCE, encoding="utf-8") as source:
        words = [line.strip() for line in source]
    kept = sorted(set(word for word in words if re.fullmatch(r"[a-z]+", word)))
    with open(os.path.join(FOLDER, "english_words.txt"), "w", encoding="utf-8", newline="\n") as out:
        out.write(HEADER)
        out.write("\n".join(kept) + "\n")
    print(f"english_words.txt: {len(kept)} words of {len(words)}")


if __name__ == "__main__":
    main()

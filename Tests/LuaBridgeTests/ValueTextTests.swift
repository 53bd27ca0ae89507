import LuaBridge
import Testing

/// Values and names as a script's author reads them (issue 32: a table signal printed as
/// `table([LuaBridge.LuaValue.string("a"): …])`, and `require "a\0b"` as `'a`).
@Suite struct ValueTextTests {
    @Test func valuesReadAsLuaSource() throws {
        let cases: [(LuaValue, String)] = [
            (.nil, "nil"), (true, "true"), (false, "false"), (42, "42"), (-7, "-7"),
            (0.5, "0.5"), (3.0, "3.0"), (1e100, "1e+100"), (.double(0.1 + 0.2), "0.3"), (.double(.infinity), "inf"),
            (.double(-.infinity), "-inf"), (.double(-.nan), "nan"), (.double(.nan), "nan"), ("hi", "\"hi\""), ("say \"no\"\n", "\"say \\\"no\\\"\\n\""),
            ("a\u{0}1", "\"a\\0001\""), ("a\u{0}b\u{1B}", "\"a\\0b\\27\""), ("héllo", "\"héllo\""),
            (.bytes([0x61, 0xFF, 0xFE, 0xC3, 0xA9]), "\"a\\xFF\\xFEé\""),
            ([], "{}"), ([1, "two", [3]], "{1, \"two\", {3}}"),
            (["b": 2, "a": 1, "two words": 3, "end": 4], "{a = 1, b = 2, [\"end\"] = 4, [\"two words\"] = 3}"),
            (.table([.int(1): "x", .int(2): "y", .int(5): "z", "n": 3, true: false, .double(1.5): 0]),
             "{\"x\", \"y\", [1.5] = 0, [5] = \"z\", n = 3, [true] = false}"),
            (.table([.int(0): "zero", .int(-1): "minus"]), "{[-1] = \"minus\", [0] = \"zero\"}"),
        ]
        for (value, text) in cases { #expect(value.description == text, "\(text)") }
        // The same table reads the same, however its dictionary happens to be ordered.
        let keys = (1...50).map { LuaValue.string("k\($0)") }
        let forwards = LuaValue.table(Dictionary(uniqueKeysWithValues: keys.map { ($0, LuaValue.int(1)) }))
        let backwards = LuaValue.table(Dictionary(uniqueKeysWithValues: keys.reversed().map { ($0, LuaValue.int(1)) }))
        #expect(forwards.description == backwards.description)
        #expect("\(forwards)".hasPrefix("{k1 = 1, k10 = 1, k11 = 1"))
    }

    @Test func namesAreQuotedWithTheirControlBytesShown() {
        #expect(LuaText.quoted("plain") == "'plain'")
        #expect(LuaText.quoted("a\u{0}b") == "'a\\0b'")
        #expect(LuaText.quoted("it's") == "'it\\'s'")
        #expect(LuaText.quoted("tab\there\r\n") == "'tab\\there\\r\\n'")
        #expect(LuaText.quoted("\u{7F}9") == "'\\1279'")
        #expect(LuaText.quoted("x\u{1}2") == "'x\\0012'")
        #expect(LuaText.quoted("back\\slash") == "'back\\\\slash'")
        #expect(LuaText.quoted([0x41, 0x80]) == "'A\\x80'")
    }
}

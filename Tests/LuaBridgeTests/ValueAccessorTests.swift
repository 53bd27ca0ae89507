import LuaBridge
import Testing

/// `LuaValue`'s accessors, and the Swift types a value reads as (`LuaValueReadable`).
@Suite struct ValueAccessorTests {
    @Test func numbersConvertOnlyWithoutLoss() {
        #expect(LuaValue.int(3).intValue == 3)
        #expect(LuaValue.double(3.0).intValue == 3)
        #expect(LuaValue.double(-0x1p63).intValue == Int.min)
        #expect(LuaValue.double(3.5).intValue == nil)
        #expect(LuaValue.double(0x1p63).intValue == nil)
        #expect(LuaValue.double(.nan).intValue == nil)
        #expect(LuaValue.double(.infinity).intValue == nil)
        #expect(LuaValue.string("3").intValue == nil)
        #expect(LuaValue.int(3).doubleValue == 3.0)
        #expect(LuaValue.double(0.25).doubleValue == 0.25)
        #expect(LuaValue.bool(true).doubleValue == nil)
    }

    @Test func stringsBooleansAndTables() {
        #expect(LuaValue.string("hé").stringValue == "hé")
        #expect(LuaValue.bytes([0xFF]).stringValue == nil)
        #expect(LuaValue.bytes([0xFF]).bytesValue == [0xFF])
        #expect(LuaValue.string("ab").bytesValue == [0x61, 0x62])
        #expect(LuaValue.int(1).stringValue == nil)
        #expect(LuaValue.bool(false).boolValue == false)
        #expect(LuaValue.nil.boolValue == nil)
        #expect(LuaValue.nil.isNil)
        #expect(!LuaValue.bool(false).isTruthy && !LuaValue.nil.isTruthy)
        #expect(LuaValue.int(0).isTruthy && LuaValue.string("").isTruthy)
        let list: LuaValue = ["a", "b"]
        #expect(list.arrayValue == ["a", "b"])
        #expect(list.tableValue == [1: "a", 2: "b"])
        #expect(list[2] == "b")
        #expect(list[3] == nil)
        #expect(list[2.0] == "b")
        let record: LuaValue = ["name": "Ada", "age": 36]
        #expect(record.arrayValue == nil)
        #expect(record.tableValue == ["name": "Ada", "age": 36])
        #expect(record["name"] == "Ada")
        #expect(record["nope"] == nil)
        #expect(LuaValue.int(1)["x"] == nil)
    }

    @Test func readableTypesAndWhatTheyExpect() {
        #expect(Int(luaValue: 4.0) == 4)
        #expect(Int(luaValue: "4") == nil)
        #expect(Double(luaValue: 4) == 4.0)
        #expect(String(luaValue: "x") == "x")
        #expect(Bool(luaValue: 1) == nil)
        #expect([Int](luaValue: [1, 2.0]) == [1, 2])
        #expect([Int](luaValue: [1, 2.5]) == nil)
        #expect(Int?(luaValue: .nil) == .some(nil))
        #expect(Int?(luaValue: 2) == .some(2))
        #expect(Int?(luaValue: "2") == nil)
        #expect(LuaValue(luaValue: ["k": true]) == ["k": true])
        #expect(Int.luaValueDescription == "an integer")
        #expect([String]?.luaValueDescription == "a sequence of values each a UTF-8 string or nil")
    }

    @Test func descriptionReadsLikeLua() {
        let value: LuaValue = ["name": "Ada", "tags": ["x"], "score": 1.5]
        #expect(value.description == "{name = \"Ada\", score = 1.5, tags = {\"x\"}}")
        #expect(LuaValue.double(2).description == "2.0")
    }
}

// swift-tools-version: 6.0
// MoonKit: a headless UIKit-like game engine with a Lua 5.4 scripting bridge.
// Dependencies point one way (docs/architecture.md):
//   CLua ← CMoonLua ← LuaBridge ← MoonLua ← MoonBots ← MoonSim ← MoonKitCLI, and Cassowary ← MoonKit ← MoonLua/MoonRender.
import PackageDescription

let package = Package(
    name: "MoonKit",
    products: [
        .library(name: "MoonKit", targets: ["MoonKit"]),
        .library(name: "LuaBridge", targets: ["LuaBridge"]),
        .library(name: "MoonLua", targets: ["MoonLua"]),
        .library(name: "MoonBots", targets: ["MoonBots"]),
        // Pictures of a screen (PNG through Cairo, SVG); its C targets come with it.
        .library(name: "MoonRender", targets: ["MoonRender"]),
        // Many games with a bot on all cores, in worker processes that a hang in C or a crash ends alone.
        .library(name: "MoonSim", targets: ["MoonSim"]),
        // The command. Its target is MoonKitCLI, not "moonkit": a folder named `moonkit` beside
        // `MoonKit` is the same folder on a case-insensitive disk (macOS's default).
        .executable(name: "moonkit", targets: ["MoonKitCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        // `moonkit serve`: a small HTTP and WebSocket server with no dependencies of its own
        // (0.x: a minor version may change its API).
        .package(url: "https://github.com/swhitty/FlyingFox", .upToNextMinor(from: "0.27.1")),
        // The SHA-256 of the script and bot a results file records (`sim --out`).
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        // Debian's liblua5.4-dev, linked from the system: Lua's own headers only.
        .systemLibrary(
            name: "CLua",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"])]
        ),
        // The C side of the Lua bridge: allocator and limits, protected calls and the
        // trampolines that raise Lua errors after Swift returns, bound objects, the sandbox.
        .target(name: "CMoonLua", dependencies: ["CLua"]),
        // moonkit.lua, the part of the `moonkit` Lua module written in Lua, and test.lua, the Lua
        // half of `moonkit test`, compiled in.
        .target(name: "MoonLuaPrelude", exclude: ["moonkit.lua", "test.lua"]),
        // The raw-C baseline of `moonkit bench bridge`.
        .target(name: "CMoonBench", dependencies: ["CLua"]),
        // Debian's libfreetype-dev: glyph metrics for text layout and pictures.
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        // Debian's libfontconfig-dev: font files found by PostScript name (`Font.named`).
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]
        ),
        // Debian's libsndfile1-dev: sound files' lengths (`ui.sound.play`).
        .systemLibrary(
            name: "CSndFile",
            pkgConfig: "sndfile",
            providers: [.apt(["libsndfile1-dev"])]
        ),
        // Debian's libjpeg62-turbo-dev: JPEG images, read through CMoonImage.
        .systemLibrary(
            name: "CJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"])]
        ),
        // C around libjpeg: its error handler jumps, and the jump must stay in C.
        .target(name: "CMoonImage", dependencies: ["CJPEG"]),
        // Debian's libcairo2-dev: PNG pictures of the screen.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // No unsafe flags here, so that other packages can depend on MoonKit by version:
        // compiler flags worth their speed are passed by the release build command instead
        // (`.ci/release-flags`, see the README).
        .target(name: "Cassowary"),
        .target(
            name: "MoonKit",
            dependencies: [
                "Cassowary", "CFreeType", "CFontconfig", "CSndFile", "CMoonImage",
                .product(name: "HeapModule", package: "swift-collections"),
            ]
        ),
        // The generic Lua bridge: states, values, calls, bound classes. Knows nothing of MoonKit.
        .target(name: "LuaBridge", dependencies: ["CMoonLua"]),
        // The game runtime: the `moonkit` Lua module, bindings of MoonKit's classes, Lua subclasses, Dispatch.
        .target(name: "MoonLua", dependencies: ["LuaBridge", "MoonLuaPrelude", "MoonKit"]),
        // Bots: Lua scripts that play a game through its screen.
        .target(name: "MoonBots", dependencies: ["LuaBridge", "MoonLua", "MoonKit"]),
        .target(name: "MoonRender", dependencies: ["MoonKit", "CCairo", "CFreeType", "CMoonImage"]),
        // Simulations: many games of one plan with a bot, on threads or in worker processes (`moonkit sim`).
        .target(name: "MoonSim", dependencies: ["LuaBridge", "MoonLua", "MoonBots", "MoonKit"]),
        // Lua language server definitions of the script API, made from the bindings (`moonkit lua-defs`).
        .target(name: "MoonDefinitions", dependencies: ["LuaBridge", "MoonLua", "MoonBots"]),
        // What `moonkit new` writes: the template game and the definitions, compiled in.
        .target(name: "MoonGameTemplate", exclude: ["template"]),
        // The workloads and measurements behind `moonkit bench`.
        .target(name: "MoonBench", dependencies: ["CMoonBench", "Cassowary", "MoonKit", "LuaBridge", "MoonLua", "MoonBots"]),
        .executableTarget(
            name: "MoonKitCLI",
            dependencies: [
                "MoonKit", "LuaBridge", "MoonLua", "MoonBots", "MoonSim", "MoonRender", "MoonBench",
                "MoonDefinitions", "MoonGameTemplate",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "Crypto", package: "swift-crypto"),
                // FlyingFox's sockets: `serve` guards the pool its connections wait in.
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]
        ),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "MoonBench", "TestSupport"]),
        .testTarget(name: "MoonKitTests", dependencies: ["MoonKit"]),
        // What the bridge's, the runtime's and the bots' tests share: small bound classes, script
        // folders, one-screen games.
        .target(name: "TestSupport", dependencies: ["LuaBridge"], path: "Tests/TestSupport"),
        .testTarget(name: "LuaBridgeTests", dependencies: ["LuaBridge", "CMoonLua", "TestSupport"]),
        .testTarget(name: "MoonLuaTests", dependencies: ["LuaBridge", "MoonLua", "MoonBots", "CMoonLua", "MoonDefinitions", "TestSupport"]),
        .testTarget(name: "MoonBotsTests", dependencies: ["LuaBridge", "MoonLua", "MoonBots", "MoonKit", "TestSupport"]),
        .testTarget(name: "MoonRenderTests", dependencies: ["MoonRender"]),
        .testTarget(name: "MoonSimTests", dependencies: ["MoonSim", "MoonLua", "TestSupport"]),
        .testTarget(name: "MoonKitCLITests", dependencies: ["MoonKitCLI", "MoonSim", "MoonRender", "LuaBridge", "TestSupport"]),
    ]
)

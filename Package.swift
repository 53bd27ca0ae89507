// swift-tools-version: 6.0
// MoonKit: a headless UIKit-like game engine with a Lua 5.4 scripting bridge.
// Dependencies point one way: Cassowary ← MoonKit ← MoonLua/MoonRender ← moonkit.
import PackageDescription

let package = Package(
    name: "MoonKit",
    products: [
        .library(name: "MoonKit", targets: ["MoonKit"]),
        .library(name: "MoonLua", targets: ["MoonLua"]),
        .executable(name: "moonkit", targets: ["moonkit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    ],
    targets: [
        // Debian's liblua5.4-dev, linked from the system, plus a shim header (macros as
        // inline functions) and the C trampolines that raise Lua errors after Swift returns.
        .systemLibrary(
            name: "CLua",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"])]
        ),
        // Debian's libfreetype-dev: glyph metrics for text layout and pictures.
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
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
                "Cassowary", "CFreeType",
                .product(name: "HeapModule", package: "swift-collections"),
            ]
        ),
        .target(name: "MoonLua", dependencies: ["CLua", "MoonKit"]),
        .target(name: "MoonRender", dependencies: ["MoonKit", "CCairo", "CFreeType"]),
        // The workloads and measurements behind `moonkit bench`.
        .target(name: "MoonBench", dependencies: ["CLua", "Cassowary", "MoonKit", "MoonLua"]),
        .executableTarget(
            name: "moonkit",
            dependencies: [
                "MoonKit", "MoonLua", "MoonRender", "MoonBench",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "MoonBench"]),
        .testTarget(name: "MoonKitTests", dependencies: ["MoonKit"]),
        .testTarget(name: "MoonLuaTests", dependencies: ["MoonLua", "CLua"]),
        .testTarget(name: "MoonRenderTests", dependencies: ["MoonRender"]),
        .testTarget(name: "moonkitTests", dependencies: ["moonkit", "MoonRender"]),
    ]
)

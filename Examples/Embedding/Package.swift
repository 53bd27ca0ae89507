// swift-tools-version: 6.0
// A program that depends on MoonKit by version, as any other package would, and runs Lua games
// from Swift. `bash .ci/consumer-check` (in the MoonKit checkout) builds and runs it against a
// tagged clone of the checkout, and compares its output with expected-output.txt.
import PackageDescription

// Where MoonKit's git repository is: set MOONKIT_URL (a URL or a local path to a repository
// with a version tag). In a package of your own, write the URL in the `.package` line.
guard let moonKitURL = Context.environment["MOONKIT_URL"] else {
    fatalError("set MOONKIT_URL to a MoonKit git repository with a version tag (bash .ci/consumer-check does)")
}

let package = Package(
    name: "EmbeddingDemo",
    dependencies: [
        .package(url: moonKitURL, from: "0.1.0"),
    ],
    targets: [
        .executableTarget(
            name: "EmbeddingDemo",
            dependencies: [
                .product(name: "MoonKit", package: "MoonKit"),
                .product(name: "LuaBridge", package: "MoonKit"),
                .product(name: "MoonLua", package: "MoonKit"),
                .product(name: "MoonRender", package: "MoonKit"),
                .product(name: "MoonSim", package: "MoonKit"),
            ],
            resources: [.copy("lamp.lua"), .copy("dice.lua"), .copy("roller.lua")]
        ),
    ]
)

import MoonKit

/// An alert as `run`, `play` and `serve` print it when it is presented:
/// `"Well done!" — Ready for the next one? [Let's go!] [Later]`. What the alert lacks is left
/// out, not shown as an empty quote or a dash with nothing after it.
enum AlertText {
    static func describe(_ alert: Alert) -> String {
        var parts: [String] = []
        if let title = alert.title, !title.isEmpty { parts.append("\"\(title)\"") }
        if let message = alert.message, !message.isEmpty { parts.append("— " + message) }
        parts += alert.actions.compactMap(\.title).map { "[\($0)]" }
        return parts.joined(separator: " ")
    }
}

import Foundation

/// The outcomes of `moonkit test` as JUnit XML, which CI tools read: a `testsuite` per test file
/// (in the order run), a `testcase` per test (`classname` the file's path), and a `failure` with
/// the message for each test that failed. A file that could not be read is one failed test case
/// named after the file.
enum JUnitReport {
    static func xml(_ outcomes: [TestOutcome]) -> String {
        var files: [String] = []
        var byFile: [String: [TestOutcome]] = [:]
        for outcome in outcomes {
            if byFile[outcome.file] == nil { files.append(outcome.file) }
            byFile[outcome.file, default: []].append(outcome)
        }
        let failed = outcomes.filter { !$0.passed }.count
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites name=\"moonkit test\" tests=\"\(outcomes.count)\" failures=\"\(failed)\" errors=\"0\""
            + " time=\"\(seconds(outcomes))\">\n"
        for file in files {
            let cases = byFile[file] ?? []
            text += "  <testsuite name=\"\(escaped(file))\" tests=\"\(cases.count)\""
                + " failures=\"\(cases.filter { !$0.passed }.count)\" errors=\"0\" skipped=\"0\" time=\"\(seconds(cases))\">\n"
            for outcome in cases {
                let name = outcome.name ?? file
                text += "    <testcase name=\"\(escaped(name))\" classname=\"\(escaped(file))\""
                    + " time=\"\(seconds([outcome]))\""
                guard let failure = outcome.failure else {
                    text += "/>\n"
                    continue
                }
                let firstLine = failure.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? failure
                text += ">\n      <failure message=\"\(escaped(firstLine))\">\(escaped(failure))</failure>\n"
                if !outcome.output.isEmpty {
                    text += "      <system-out>\(escaped(outcome.output.joined(separator: "\n")))</system-out>\n"
                }
                text += "    </testcase>\n"
            }
            text += "  </testsuite>\n"
        }
        return text + "</testsuites>\n"
    }

    private static func seconds(_ outcomes: [TestOutcome]) -> String {
        String(format: "%.3f", outcomes.reduce(0) { $0 + $1.seconds })
    }

    /// Text for an attribute or element: the five XML escapes, and the characters XML 1.0 does
    /// not allow at all (control characters other than tab and line breaks) as U+FFFD.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                let allowed = v >= 0x20 && !(0xFFFE...0xFFFF).contains(v)
                out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}

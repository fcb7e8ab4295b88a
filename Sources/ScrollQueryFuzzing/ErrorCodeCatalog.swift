import ScrollQueryAPI

/// The error codes of the contract: the service's one `ErrorCode` enum, which a test checks
/// against the `Error.code` enum of the spec the service serves (`codes(inSpec:)`), so a code the
/// server sends but the spec forgot is a finding, and a code added to both needs no harness change.
public enum ErrorCodeCatalog {
    /// Every code an error body may carry.
    public static let contract: Set<String> = Set(ErrorCode.allCases.map(\.rawValue))

    /// The items of the `enum` under `components/schemas/Error/…/code`, in block (`- name`) or
    /// flow (`[a, b]`) style; empty when the spec has no such list.
    public static func codes(inSpec spec: String) -> Set<String> {
        let lines = spec.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let errorSchema = lines.firstIndex(where: { $0.trimmingLeadingSpaces == "Error:" }),
            let code = lines[errorSchema...].firstIndex(where: { $0.trimmingLeadingSpaces == "code:" }),
            let enumLine = lines[code...].firstIndex(where: { $0.trimmingLeadingSpaces.hasPrefix("enum:") })
        else { return [] }
        let afterKey = lines[enumLine].trimmingLeadingSpaces.dropFirst("enum:".count)
        if let open = afterKey.firstIndex(of: "["), let close = afterKey.firstIndex(of: "]"), open < close {
            let items = afterKey[afterKey.index(after: open)..<close].split(separator: ",")
            return Set(items.map { String($0).trimmingLeadingSpaces.trimmingTrailingSpaces }.filter { !$0.isEmpty })
        }
        var codes: Set<String> = []
        for line in lines[(enumLine + 1)...] {
            let item = line.trimmingLeadingSpaces
            guard item.hasPrefix("- ") else { break }
            codes.insert(String(item.dropFirst(2)).trimmingTrailingSpaces)
        }
        return codes
    }
}

extension String {
    fileprivate var trimmingLeadingSpaces: String {
        String(drop { $0 == " " })
    }

    fileprivate var trimmingTrailingSpaces: String {
        var result = Substring(self)
        while result.last == " " || result.last == "\r" { result = result.dropLast() }
        return String(result)
    }
}

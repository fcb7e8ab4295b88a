import HTTPServer
import RequestJSON

/// What `GET /version` reports and `scrollquery_build_info` labels: which build is running.
public struct ServiceVersion: Sendable, Equatable {
    /// The service's version; the same as `info.version` in openapi.yaml (a test checks it).
    public static let serviceVersion = "1.0.0"

    public var version: String
    /// The git revision the binary was built from (`"unknown"` outside a checkout).
    public var revision: String
    /// The Swift compiler that built it.
    public var swift: String
    /// The libmicrohttpd linked at run time (`MHD_get_version`).
    public var libmicrohttpd: String

    /// This binary's figures.
    public static let current = ServiceVersion(
        version: serviceVersion, revision: buildRevision, swift: compilerVersion,
        libmicrohttpd: ServerConfiguration.libraryVersion)

    public init(version: String, revision: String, swift: String, libmicrohttpd: String) {
        self.version = version
        self.revision = revision
        self.swift = swift
        self.libmicrohttpd = libmicrohttpd
    }

    /// The labels of the `scrollquery_build_info` series.
    public var labels: [(name: String, value: String)] {
        [("version", version), ("revision", revision), ("swift", swift), ("libmicrohttpd", libmicrohttpd)]
    }

    /// `{"version":…,"revision":…,"swift":…,"libmicrohttpd":…}`.
    var json: [UInt8] {
        var writer = JSONWriter(capacity: 128)
        writer.raw(#"{"version":"#); writer.string(version)
        writer.raw(#","revision":"#); writer.string(revision)
        writer.raw(#","swift":"#); writer.string(swift)
        writer.raw(#","libmicrohttpd":"#); writer.string(libmicrohttpd)
        writer.raw("}")
        return writer.bytes
    }

    /// Swift has no compile-time constant for its own version; `#if compiler` can test it.
    private static var compilerVersion: String {
        #if compiler(>=6.4)
        return "6.4 or later"
        #elseif compiler(>=6.3.1)
        return "6.3.1"
        #elseif compiler(>=6.3)
        return "6.3"
        #elseif compiler(>=6.2)
        return "6.2"
        #else
        return "older than 6.2"
        #endif
    }
}

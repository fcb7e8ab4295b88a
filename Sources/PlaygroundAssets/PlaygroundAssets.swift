/// The playground page and its assets, embedded in the binary at build time so the page works
/// with no network and nothing else deployed. A target of their own: editing the page rebuilds
/// this module, not the API.
public enum PlaygroundAssets {
    public static var page: [UInt8] { PackageResources.playground_html }
    public static var script: [UInt8] { PackageResources.playground_js }
    public static var styles: [UInt8] { PackageResources.playground_css }
    public static var icon: [UInt8] { PackageResources.playground_svg }
}

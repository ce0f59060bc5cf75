#!/bin/sh
# Install the launcher entry, the icons and the AppStream metadata for a
# `club21` command already on the PATH (pip, pipx or a distribution package).
#   packaging/linux/install-desktop-files.sh            -> ~/.local/share
#   packaging/linux/install-desktop-files.sh /usr/local -> /usr/local/share (as root)
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
share="${1:+$1/share}"
share="${share:-${XDG_DATA_HOME:-$HOME/.local/share}}"
for size in 16 24 32 48 64 128 256 512; do
    install -Dm644 "$root/assets/icon/club21-$size.png" \
        "$share/icons/hicolor/${size}x${size}/apps/club21.png"
done
install -Dm644 "$here/club21.desktop" "$share/applications/club21.desktop"
install -Dm644 "$here/club21.metainfo.xml" "$share/metainfo/club21.metainfo.xml"
command -v update-desktop-database >/dev/null && update-desktop-database -q "$share/applications" || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$share/icons/hicolor" || true
echo "installed under $share"

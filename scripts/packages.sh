# Debian packages, sourced by the other scripts.
BUILD_PACKAGES=(pkg-config libx11-dev libxft-dev libxrender-dev libxrandr-dev libxfixes-dev libxcomposite-dev libxdamage-dev libtomlplusplus-dev fonts-dejavu-core)
# libfribidi0 is loaded at run time for right-to-left labels; the CJK and emoji fonts and the
# locales (scripts/locales) are for the tests of other scripts and languages. iproute2 and
# python3 make the VPN test's tun interface (VPNTunnelTests, as root). tzdata for the clock's
# tests in fixed time zones.
TEST_PACKAGES=(xvfb openbox icewm xterm x11-utils x11-xserver-utils xdotool wmctrl imagemagick x11-apps picom hsetroot
  yad cbatticon trayer libfribidi0 fonts-noto-cjk fonts-noto-color-emoji locales iproute2 python3 tzdata)
# The locales the tests and the gallery use.
TEST_LOCALES=(de_DE en_US ja_JP ar_EG he_IL)
# `make deb` (scripts/build-deb) and its test (scripts/test-deb).
DEB_PACKAGES=(dpkg-dev lintian devscripts)

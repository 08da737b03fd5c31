# Debian packages, sourced by the other scripts.
BUILD_PACKAGES=(pkg-config libx11-dev libxft-dev libxrender-dev libxrandr-dev libxfixes-dev libtomlplusplus-dev fonts-dejavu-core)
TEST_PACKAGES=(xvfb openbox icewm x11-utils x11-xserver-utils xdotool wmctrl imagemagick x11-apps picom hsetroot tzdata)

package tools.du;

/** Files and bytes under a node. */
record Usage(long files, long bytes) {
    static final Usage ZERO = new Usage(0, 0);

    Usage plus(Usage o) {
        return new Usage(files + o.files, bytes + o.bytes);
    }

    @Override
    public String toString() {
        return files + " files, " + human(bytes);
    }

    static String human(long b) {
        if (b < 1024) {
            return b + " B";
        }
        int exp = (63 - Long.numberOfLeadingZeros(b)) / 10;
        char unit = "KMGTPE".charAt(exp - 1);
        return String.format("%.1f %siB", b / Math.pow(1024, exp), unit);
    }
}

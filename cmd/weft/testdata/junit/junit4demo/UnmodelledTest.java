package junit4demo;

import static org.junit.Assert.assertTrue;

import org.junit.Test;

// One test calls a native method of its own, which weft's VM does not model
// (and HotSpot cannot link: UnsatisfiedLinkError); the other runs.
public class UnmodelledTest {
    private static native int threadCount();

    @Test
    public void callsNative() {
        assertTrue(threadCount() > 0);
    }

    @Test
    public void runs() {
        assertTrue(true);
    }
}

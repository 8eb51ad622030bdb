package replicatedworker;

/** A unit of work held by the pool. Executing it may add more work. */
abstract class Task {
    abstract void execute(WorkPool pool, Accumulator result) throws InterruptedException;
}

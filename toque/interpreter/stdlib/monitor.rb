# monitor: reentrant mutual exclusion (Ruby 3.1's monitor.rb, written from its
# documentation). Monitor is a Thread::Mutex with an owner and a depth count, so the
# thread holding it may enter again; MonitorMixin gives any object the same through a
# Monitor of its own, and MonitorMixin::ConditionVariable waits while releasing it.

class Monitor
  def initialize
    @mon_mutex = Thread::Mutex.new
    @mon_owner = nil
    @mon_count = 0
  end

  def try_enter
    if @mon_owner.equal?(Thread.current)
      @mon_count += 1
      return true
    end
    return false unless @mon_mutex.try_lock
    @mon_owner = Thread.current
    @mon_count = 1
    true
  end
  alias try_mon_enter try_enter
  alias mon_try_enter try_enter

  def enter
    if @mon_owner.equal?(Thread.current)
      @mon_count += 1
    else
      @mon_mutex.lock
      @mon_owner = Thread.current
      @mon_count = 1
    end
    nil
  end
  alias mon_enter enter

  def exit
    mon_check_owner
    @mon_count -= 1
    if @mon_count == 0
      @mon_owner = nil
      @mon_mutex.unlock
    end
    nil
  end
  alias mon_exit exit

  def synchronize
    enter
    begin
      yield
    ensure
      self.exit
    end
  end
  alias mon_synchronize synchronize

  def mon_locked?
    @mon_mutex.locked?
  end

  def mon_owned?
    @mon_mutex.locked? && @mon_owner.equal?(Thread.current)
  end

  def mon_check_owner
    raise ThreadError, "current fiber not owner" unless mon_owned?
    nil
  end

  def new_cond
    ::MonitorMixin::ConditionVariable.new(self)
  end

  # Releases the monitor however deep it was entered, waits on `cond`, then holds it again
  # as deep as before (a ConditionVariable's wait).
  def wait_for_cond(cond, timeout)
    count = @mon_count
    @mon_owner = nil
    @mon_count = 0
    begin
      signaled = cond.wait(@mon_mutex, timeout)
    ensure
      @mon_owner = Thread.current
      @mon_count = count
    end
    signaled ? true : false
  end
end

module MonitorMixin
  class ConditionVariable
    def initialize(monitor)
      @monitor = monitor
      @cond = Thread::ConditionVariable.new
    end

    def wait(timeout = nil)
      @monitor.mon_check_owner
      @monitor.wait_for_cond(@cond, timeout)
    end

    def wait_while
      wait while yield
    end

    def wait_until
      wait until yield
    end

    def signal
      @monitor.mon_check_owner
      @cond.signal
    end

    def broadcast
      @monitor.mon_check_owner
      @cond.broadcast
    end
  end

  def self.extend_object(obj)
    super
    obj.__send__(:mon_initialize)
  end

  def mon_try_enter
    @mon_data.try_enter
  end
  alias try_mon_enter mon_try_enter

  def mon_enter
    @mon_data.enter
  end

  def mon_exit
    mon_check_owner
    @mon_data.exit
  end

  def mon_locked?
    @mon_data.mon_locked?
  end

  def mon_owned?
    @mon_data.mon_owned?
  end

  def mon_synchronize(&block)
    @mon_data.synchronize(&block)
  end
  alias synchronize mon_synchronize

  def new_cond
    unless defined?(@mon_data)
      mon_initialize
      @mon_initialized_by_new_cond = true
    end
    ::MonitorMixin::ConditionVariable.new(@mon_data)
  end

  private

  def initialize(*args, **kwargs, &block)
    super
    mon_initialize
  end

  def mon_initialize
    if defined?(@mon_data) && @mon_initialized_by_new_cond
      return # a new_cond before initialize made it already
    end
    @mon_data = ::Monitor.new
    @mon_data_owner_object_id = object_id
  end

  def mon_check_owner
    @mon_data.mon_check_owner
  end
end

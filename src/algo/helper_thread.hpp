#pragma once
// A second thread for a search that shares its table (lazy SMP): the owner hands it a job,
// a search of the same question over the same table, and calls it off when its own search
// ends. The job calls poll() at every position: poll() throws there when the job is called
// off, and waits there while the owner holds it still (to save the table). Between poll()
// calls the job may hold table locks; at poll() it holds none, so a held or ended job leaves
// the table whole.

#include <atomic>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

namespace boardsolve::algo {

class helper_thread {
 public:
  /// Thrown by poll() in a job that was called off; the thread catches it.
  struct called_off {};

  helper_thread() : thread_([this] { serve(); }) {}
  helper_thread(const helper_thread&) = delete;
  helper_thread& operator=(const helper_thread&) = delete;
  ~helper_thread() {
    {
      std::lock_guard lock(mutex_);
      quit_ = true;
      request_.store(stop, std::memory_order_release);
    }
    changed_.notify_all();
    thread_.join();
  }

  /// Runs `job` on the thread. The previous job must have ended or been called off.
  void start(std::function<void()> job) {
    {
      std::lock_guard lock(mutex_);
      job_ = std::move(job);
      running_ = true;
      finished_ = false;
    }
    changed_.notify_all();
  }

  /// True if the last job ran to its end (not called off, and threw nothing).
  bool finished() const {
    std::lock_guard lock(mutex_);
    return !running_ && finished_;
  }

  /// Calls the job off, if one runs, and returns once the thread is idle.
  void call_off() {
    std::unique_lock lock(mutex_);
    if (!running_) return;
    request_.store(stop, std::memory_order_release);
    changed_.notify_all();
    changed_.wait(lock, [this] { return !running_; });
    request_.store(none, std::memory_order_relaxed);
  }

  /// Returns once the job waits in poll(), or has ended; until resume(), the owner may use
  /// everything the job shares.
  void hold() {
    std::unique_lock lock(mutex_);
    if (!running_) return;
    request_.store(hold_still, std::memory_order_release);
    changed_.wait(lock, [this] { return holding_ || !running_; });
  }
  void resume() {
    {
      std::lock_guard lock(mutex_);
      if (request_.load(std::memory_order_relaxed) != hold_still) return;
      request_.store(none, std::memory_order_relaxed);
    }
    changed_.notify_all();
  }

  /// For the job: throws called_off if called off; waits while held. O(1) when neither.
  void poll() {
    if (request_.load(std::memory_order_acquire) != none) answer_request();
  }

 private:
  enum request : int { none, hold_still, stop };

  mutable std::mutex mutex_;
  std::condition_variable changed_;
  std::atomic<int> request_{none};
  std::function<void()> job_;  // to start
  bool running_ = false;       // a job was started and has not ended
  bool finished_ = false;      // the last job ran to its end
  bool holding_ = false;       // the job waits in poll()
  bool quit_ = false;
  std::thread thread_;  // last: started once the members above exist

  void answer_request() {
    std::unique_lock lock(mutex_);
    if (request_.load(std::memory_order_relaxed) == hold_still) {
      holding_ = true;
      changed_.notify_all();
      changed_.wait(lock,
                    [this] { return request_.load(std::memory_order_relaxed) != hold_still; });
      holding_ = false;
    }
    if (request_.load(std::memory_order_relaxed) == stop) throw called_off{};
  }

  void serve() {
    std::unique_lock lock(mutex_);
    for (;;) {
      changed_.wait(lock, [this] { return quit_ || job_; });
      if (quit_) return;
      const std::function<void()> job = std::move(job_);
      job_ = nullptr;
      lock.unlock();
      bool ended = false;
      try {
        job();
        ended = true;
      } catch (...) {  // called off, or failed: the owner's own search goes on alone
      }
      lock.lock();
      running_ = false;
      finished_ = ended;
      changed_.notify_all();
    }
  }
};

}  // namespace boardsolve::algo

class Account
  def initialize(balance)
    @balance = balance
  end

  def >(other)
    balance > other.balance
  end

  def report
    "balance #{balance}, fee #{fee}"
  end

  def fee_via_self
    self.fee
  end

  protected

  def balance
    @balance
  end

  private

  def fee
    2
  end
end

a = Account.new(10)
b = Account.new(5)
puts a > b
puts a.report
puts a.fee_via_self
begin
  a.balance
rescue NoMethodError => e
  puts e.message.split(" for ").first
end
begin
  a.fee
rescue NoMethodError => e
  puts e.message.split(" for ").first
end
puts Account.private_method_defined?(:fee)
puts Account.protected_method_defined?(:balance)
puts Account.public_method_defined?(:report)
puts a.respond_to?(:fee)
puts a.respond_to?(:fee, true)

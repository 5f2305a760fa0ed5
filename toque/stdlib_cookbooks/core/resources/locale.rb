# locale: the system's LANG and LC_* settings in /etc/locale.conf, generating missing locales
# with locale-gen first (Chef's locale, 14.5+; Debian family).
unified_mode true
provides :locale
description "The system's LANG and LC_* variables"
introduced '14.5'

LC_VARIABLES = %w(LC_ADDRESS LC_COLLATE LC_CTYPE LC_IDENTIFICATION LC_MEASUREMENT LC_MESSAGES
                  LC_MONETARY LC_NAME LC_NUMERIC LC_PAPER LC_TELEPHONE LC_TIME).freeze
LOCALE_REGEX = /\A\S+/.freeze

property :lang, String, regex: [LOCALE_REGEX]
property :lc_env, Hash, default: {}, coerce: proc { |env|
  wrong = env.keys - LC_VARIABLES
  unless wrong.empty?
    raise Chef::Exceptions::ValidationFailed,
          "Key of option lc_env must be equal to one of: \"#{LC_VARIABLES.join('", "')}\"!  " \
          "You passed \"#{wrong.join(', ')}\"."
  end
  unless env.values.all? { |v| v =~ LOCALE_REGEX }
    raise Chef::Exceptions::ValidationFailed,
          'Values of option lc_env should be non-empty string without any leading whitespace.'
  end
  env
}
# toque: Chef's /etc/locale.conf, so tests can move it
property :locale_file, String, default: '/etc/locale.conf', desired_state: false

# LC_ALL is refused, as in Chef (changing it breaks the parsing of command output)
def lc_all(value = nil)
  return if value.nil?

  Chef::Log.warn('Deprecation: Changing LC_ALL can break Chef Infra Client\'s parsing of command ' \
                 'output in unexpected ways. Use one of the more specific LC_ properties as needed.')
end

default_action :update
allowed_actions :update

load_current_value do |desired|
  conf = desired.locale_file
  current_value_does_not_exist! unless ::File.exist?(conf)
  pairs = ::File.read(conf).split("\n").map { |line| line.split('=', 2) }.to_h
  lang pairs['LANG']
  lc_env pairs.select { |k, _| LC_VARIABLES.include?(k) }
end

action_class do
  def missing_locales
    @missing_locales ||= begin
      have = shell_out!('locale -a').stdout.split("\n")
      [new_resource.lang, new_resource.lc_env.values].flatten.compact.uniq - have
    end
  end

  def locale_text
    settings = new_resource.lc_env.dup
    settings['LANG'] = new_resource.lang if new_resource.lang
    settings.sort.map { |pair| pair.join('=') }.join("\n") + "\n"
  end
end

action :update do
  unless %w(debian).include?(node['platform_family'])
    raise Chef::Exceptions::ProviderNotFound,
          "The locale resource is not supported on platform family: #{node['platform_family']}"
  end
  raise Chef::Exceptions::ProviderNotFound, 'The locale resource requires the locale-gen tool' unless which('locale-gen')

  converge_if_changed do
    shell_out!("locale-gen #{missing_locales.join(' ')}", timeout: 1800) unless missing_locales.empty?
    text = locale_text
    file 'Updating system locale' do
      path new_resource.locale_file
      content text
    end
  end
end

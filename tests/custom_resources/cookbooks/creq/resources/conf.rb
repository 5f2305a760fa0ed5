property :path, String, name_property: true
property :text, String, default: 'x'

action_class do
  def define_resource_requirements
    requirements.assert(:create, :append) do |a|
      a.assertion { ::File.directory?(::File.dirname(new_resource.path)) }
      a.failure_message(Chef::Exceptions::ValidationFailed, "no folder for #{new_resource.path}")
      a.whyrun "assuming the folder of #{new_resource.path} would have been created"
    end
    requirements.assert(:all_actions) do |a|
      a.assertion { new_resource.text != 'forbidden' }
      a.failure_message "text may not be forbidden"
    end
  end
end

action :create do
  converge_by "write #{new_resource.path}" do
    ::File.write(new_resource.path, new_resource.text)
  end
  new_resource.updated_by_last_action(true)
end

action :probe do
  # Chef's Runner#forced_why_run, as cookbooks copy it: the nested run only reports
  t = build_resource(:file, new_resource.path) do
    content new_resource.text
  end
  forced_why_run do
    t.run_action(:create)
  end
  log "would change: #{t.updated_by_last_action?}"
end
